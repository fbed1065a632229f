/** /admin/directory/categories: the directory's domains and their categories; add and rename either. */
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { CategoryForm } from '#web/features/console/components/CategoryForm';
import { DirectoryMenu } from '#web/features/console/components/DirectoryMenu';
import { requireVolunteer } from '#web/features/console/requireVolunteer';
import { consoleTexts } from '#web/features/console/texts';
import { loadDirectoryTree } from '#web/features/console/directoryTree';

export async function loader({ request }: LoaderFunctionArgs) {
  requireVolunteer();
  return { domains: await loadDirectoryTree(request) };
}

/** Each form names its intent; the loader runs again afterwards, so the lists show the change. */
export async function action({ request }: ActionFunctionArgs): Promise<FormResult> {
  requireVolunteer();
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const intent = text('intent');
  const name = text('name').trim();
  try {
    if (intent === 'addCategory') {
      await api('addCategory', { body: { categoryName: name }, request });
    } else if (intent === 'renameCategory') {
      await api('renameCategory', { params: { categoryId: text('id') }, body: { categoryName: name }, request });
    } else if (intent === 'addSubCategory') {
      await api('addSubCategory', { params: { categoryId: text('id') }, body: { subCategoryName: name }, request });
    } else if (intent === 'renameSubCategory') {
      await api('renameSubCategory', { params: { subCategoryId: text('id') }, body: { subCategoryName: name }, request });
    } else {
      return { message: 'Unknown action.' };
    }
    const done = { addCategory: 'Domain added', renameCategory: 'Domain renamed', addSubCategory: 'Category added', renameSubCategory: 'Category renamed' }[intent];
    return { ok: true, message: `${done}: ${name}.` };
  } catch (e) {
    // A refusal the server explains (a name taken, a domain gone) is shown in its own words.
    const explained = isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 422 ? e.message : '';
    return failure(e, {
      fallback: explained || 'The change could not be saved. Please try again.',
      fields: { categoryName: 'name', subCategoryName: 'name' },
    });
  }
}

export function Component() {
  const { domains } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2>{consoleTexts.directory}</h2>
      <DirectoryMenu />
      <h3>{consoleTexts.categories}</h3>
      <CategoryForm intent="addCategory" label="New domain" submitLabel="Add domain" />
      {domains.length === 0 ? (
        <p>No domains yet.</p>
      ) : (
        <ul className="console-domains">
          {domains.map((domain) => (
            <li key={domain.id} className="console-domain">
              <CategoryForm
                intent="renameCategory"
                id={domain.id}
                label="Domain name"
                current={domain.categoryName}
                submitLabel="Rename"
                heading
              />
              <ul className="console-subcategories" aria-label={`Categories of ${domain.categoryName}`}>
                {domain.categories.map((c) => (
                  <li key={c.id}>
                    <CategoryForm intent="renameSubCategory" id={c.id} label="Category name" current={c.subCategoryName} submitLabel="Rename" />
                  </li>
                ))}
              </ul>
              <CategoryForm intent="addSubCategory" id={domain.id} label={`New category in ${domain.categoryName}`} submitLabel="Add category" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
