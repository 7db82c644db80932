// When sellers are paid (docs/decisions/seller-money.md, "The settlement schedule"): shown on the
// money page to both, changed there by the operator (audited). Money is held until its return
// window closes; the schedule then says from when it is payable.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettlementSchedule } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function describeSchedule(schedule: SettlementSchedule): string {
  if (schedule.schedule === 'weekly') {
    return `every ${WEEKDAYS[schedule.weekday - 1]}, once the return window has closed`;
  }
  if (schedule.days === 0) return 'as soon as the return window has closed';
  return `${schedule.days} ${schedule.days === 1 ? 'day' : 'days'} after the return window has closed`;
}

export function SettlementScheduleSection({ operator }: { operator: boolean }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'weekly' | 'days' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const current = useQuery({
    queryKey: ['settlement-schedule'],
    queryFn: async () => (await call(paths.settlementSchedule)).data,
  });
  const data = current.data;
  if (!data) return null;
  const shown = kind ?? data.schedule;

  const save = async (form: FormData) => {
    setErrors({});
    setNotice(null);
    const body: SettlementSchedule =
      shown === 'weekly'
        ? { schedule: 'weekly', weekday: Number(form.get('weekday')) }
        : { schedule: 'days', days: Number(form.get('days')) };
    try {
      const answer = await call(paths.settlementScheduleChange, { body });
      queryClient.setQueryData(['settlement-schedule'], answer.data);
      await queryClient.invalidateQueries({ queryKey: ['seller-money'] });
      setKind(null);
      setNotice('Settlement schedule saved.');
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.validation, form: error.message });
      else setErrors({ form: 'Saving failed. Try again.' });
    }
  };

  return (
    <section aria-labelledby="settlement-heading">
      <h2 id="settlement-heading">Settlement schedule</h2>
      <p>Sellers are paid {describeSchedule(data)}.</p>
      {operator ? (
        <form
          className="filters"
          aria-label="Settlement schedule"
          onSubmit={(event) => {
            event.preventDefault();
            void save(new FormData(event.currentTarget));
          }}
        >
          <label>
            Pay sellers{' '}
            <select
              name="schedule"
              value={shown}
              onChange={(event) => setKind(event.target.value as 'weekly' | 'days')}
            >
              <option value="weekly">weekly, on a weekday</option>
              <option value="days">a number of days after the return window</option>
            </select>
          </label>
          {shown === 'weekly' ? (
            <label>
              Weekday{' '}
              <select name="weekday" defaultValue={data.schedule === 'weekly' ? data.weekday : 1}>
                {WEEKDAYS.map((day, index) => (
                  <option key={day} value={index + 1}>
                    {day}
                  </option>
                ))}
              </select>
              {errors.weekday ? <small role="alert">{errors.weekday}</small> : null}
            </label>
          ) : (
            <label>
              Days after the return window{' '}
              <input
                name="days"
                type="number"
                min="0"
                max="60"
                step="1"
                defaultValue={data.schedule === 'days' ? data.days : 0}
                required
              />
              {errors.days ? <small role="alert">{errors.days}</small> : null}
            </label>
          )}
          <button type="submit">Save schedule</button>
          {errors.form ? <p role="alert">{errors.form}</p> : null}
          {notice ? <p role="status">{notice}</p> : null}
        </form>
      ) : null}
    </section>
  );
}
