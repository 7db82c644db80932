// The header's mega-menu: main categories in the header's order, each with the categories its
// menu shows and in which of its four boxes. Sent whole; a category must be under its main one.
import { useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import type { CategoryTree, HomeContent, MenuBody } from '@haat/contract';
import { MENU_BOXES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { ReorderButtons } from '../../components/reorder-buttons.tsx';
import type { EditorProps } from './editor-props.ts';
import { useContentSave } from './use-content-save.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

const toForm = (content: HomeContent): MenuBody => ({
  menus: content.menus.map((menu) => ({
    mainCategoryID: menu.mainCategoryID,
    entries: menu.entries.map(({ categoryID, box }) => ({ categoryID, box })),
  })),
});

export function MenusEditor({ content, onSaved, tree }: EditorProps) {
  const [adding, setAdding] = useState('');
  const resolver = useFormResolver((contract) => contract.MenuBodySchema);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<MenuBody>({
    resolver,
    defaultValues: toForm(content),
  });
  const menus = useFieldArray({ control, name: 'menus' });
  const values = useWatch({ control, name: 'menus' });
  const mains = tree;
  const mainName = (id: string) =>
    mains.find((main) => main.id === id)?.name ??
    content.menus.find((menu) => menu.mainCategoryID === id)?.name ??
    id;

  const { notice, failure, save } = useContentSave({
    send: (body: MenuBody) => call(paths.contentMenus, { body }),
    onSaved,
    reset: (saved) => reset(toForm(saved)),
    setError,
    savedMessage: 'The mega-menu is saved.',
  });

  const unused = mains.filter((main) => !values.some((menu) => menu.mainCategoryID === main.id));
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <h2>Mega-menu</h2>
      <Notices notice={notice} failure={failure} />
      <ol className="editor-list" aria-label="Menus">
        {menus.fields.map((field, index) => {
          const name = mainName(values[index]?.mainCategoryID ?? '');
          return (
            <li key={field.id}>
              <div className="editor-head">
                <h3>
                  {index + 1}. {name}
                </h3>
                <ReorderButtons
                  index={index}
                  count={menus.fields.length}
                  name={name}
                  onMove={menus.move}
                  onRemove={menus.remove}
                />
              </div>
              <MenuEntries
                control={control}
                register={register}
                menu={index}
                menuName={name}
                categories={
                  mains.find((main) => main.id === values[index]?.mainCategoryID)?.categories ?? []
                }
                error={(path) => errorAt(formState.errors, path)}
              />
            </li>
          );
        })}
      </ol>
      {errorAt(formState.errors, 'menus') ? (
        <p className="error">{errorAt(formState.errors, 'menus')}</p>
      ) : null}
      <div className="name-form">
        <Field label="Add a main category to the header">
          <select value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">Choose</option>
            {unused.map((main) => (
              <option key={main.id} value={main.id}>
                {main.name}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          disabled={!adding}
          onClick={() => {
            menus.append({ mainCategoryID: adding, entries: [] });
            setAdding('');
          }}
        >
          Add menu
        </button>
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save the mega-menu
        </button>
      </div>
    </form>
  );
}

function MenuEntries({
  control,
  register,
  menu,
  menuName,
  categories,
  error,
}: {
  control: Control<MenuBody>;
  register: UseFormRegister<MenuBody>;
  menu: number;
  menuName: string;
  categories: CategoryTree[number]['categories'];
  error: (path: string) => string | undefined;
}) {
  const entries = useFieldArray({ control, name: `menus.${menu}.entries` });
  const values = useWatch({ control, name: `menus.${menu}.entries` });
  const nameOf = (id: string) => categories.find((category) => category.id === id)?.name ?? id;
  return (
    <>
      <ol className="editor-list compact" aria-label={`Entries of ${menuName}`}>
        {entries.fields.map((field, index) => {
          const name = nameOf(values[index]?.categoryID ?? '') || `entry ${index + 1}`;
          const path = `menus.${menu}.entries.${index}` as const;
          return (
            <li key={field.id} className="row">
              <Field
                label={`Category ${index + 1} of ${menuName}`}
                error={error(`${path}.categoryID`)}
              >
                <select {...register(`${path}.categoryID`)}>
                  <option value="">Choose</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={`Box of ${name}`} error={error(`${path}.box`)}>
                <select {...register(`${path}.box`, { valueAsNumber: true })}>
                  {Array.from({ length: MENU_BOXES }, (_, box) => (
                    <option key={box} value={box}>
                      Box {box + 1}
                    </option>
                  ))}
                </select>
              </Field>
              <ReorderButtons
                index={index}
                count={entries.fields.length}
                name={name}
                onMove={entries.move}
                onRemove={entries.remove}
              />
            </li>
          );
        })}
      </ol>
      {error(`menus.${menu}.entries`) ? (
        <p className="error">{error(`menus.${menu}.entries`)}</p>
      ) : null}
      <button type="button" onClick={() => entries.append({ categoryID: '', box: 0 })}>
        Add a category to {menuName}
      </button>
    </>
  );
}
