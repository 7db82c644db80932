// Where a seller delivers: pin-code prefixes, each with prepaid and/or COD and the days it takes;
// the longest prefix wins, so an area with neither carves "not here" out of a wider one. The list
// is replaced whole (one transaction, audited).
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceAreasBody, ServiceAreasBodySchema } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import type { z } from 'zod';
import { call } from '../../lib/api.ts';
import { errorAt, numberOrUndefined, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { useFormResolver } from '../../lib/form-resolver.ts';

type AreasInput = z.input<typeof ServiceAreasBodySchema>;

export function ServiceAreasPage() {
  const { sellerID = '' } = useParams();
  const location = useLocation();
  const shopName = (location.state as { shopName?: string } | null)?.shopName ?? sellerID;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const areas = useQuery({
    queryKey: ['service-areas', sellerID],
    queryFn: async () => (await call(paths.serviceAreas, { params: { sellerID } })).data.areas,
  });
  const resolver = useFormResolver((contract) => contract.ServiceAreasBodySchema);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    AreasInput,
    unknown,
    ServiceAreasBody
  >({ resolver, defaultValues: { areas: [] } });
  const rows = useFieldArray({ control, name: 'areas' });

  useEffect(() => {
    if (areas.data) reset({ areas: areas.data });
  }, [areas.data, reset]);

  async function save(body: ServiceAreasBody) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(paths.serviceAreasReplace, {
        params: { sellerID },
        body,
      });
      queryClient.setQueryData(['service-areas', sellerID], answer.data.areas);
      setNotice(`Saved: ${answer.data.areas.length} areas.`);
    } catch (error) {
      setFailure(showServerErrors(error, setError));
    }
  }

  const error = (name: string) => errorAt(formState.errors, name);
  return (
    <section>
      <p>
        <Link to="/sellers">← Sellers</Link>
      </p>
      <h1>Service areas of {shopName}</h1>
      <p className="count">
        A prefix of 1 to 6 digits covers every pin code starting with it; the longest matching
        prefix wins. An area with neither prepaid nor COD (and 0 days) means “not here”.
      </p>
      <Notices notice={notice} failure={failure} />
      {areas.isError ? (
        <p role="alert" className="error">
          {areas.error.message}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <div className="table-wrap">
          <table className="sizes">
            <caption className="visually-hidden">Service areas</caption>
            <thead>
              <tr>
                <th scope="col">Pin-code prefix</th>
                <th scope="col">Prepaid</th>
                <th scope="col">COD</th>
                <th scope="col">Days to deliver</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.fields.map((row, index) => (
                <tr key={row.id}>
                  <td>
                    <input
                      aria-label={`Pin-code prefix, area ${index + 1}`}
                      inputMode="numeric"
                      {...register(`areas.${index}.pincodePrefix`)}
                    />
                    <small className="error">{error(`areas.${index}.pincodePrefix`)}</small>
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Prepaid, area ${index + 1}`}
                      {...register(`areas.${index}.prepaid`)}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`COD, area ${index + 1}`}
                      {...register(`areas.${index}.cod`)}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Days to deliver, area ${index + 1}`}
                      inputMode="numeric"
                      {...register(`areas.${index}.deliveryDays`, {
                        setValueAs: numberOrUndefined,
                      })}
                    />
                    <small className="error">{error(`areas.${index}.deliveryDays`)}</small>
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Remove area ${index + 1}`}
                      onClick={() => rows.remove(index)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {error('areas') ? <p className="error">{error('areas')}</p> : null}
        <p className="actions">
          <button
            type="button"
            onClick={() =>
              rows.append({ pincodePrefix: '', prepaid: true, cod: true, deliveryDays: 3 })
            }
          >
            Add an area
          </button>
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save the areas
          </button>
        </p>
      </form>
    </section>
  );
}
