import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { DataTable, EmptyRow, TableHead, Td } from '../components/data-table.tsx';
import { LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import { ValueForm } from '../components/value-form.tsx';
import { parseCategoryName } from '../prompt-rules.ts';
import { useAdminCategories, useCreateCategory } from '../queries/moderation.ts';

/** Categories (spec section 2): create by name ('Category name cannot be empty.'), list. */
export function CategoriesTab() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const status = useActionStatus();

  let body: ReactNode;
  if (categories.isPending) body = <TableSkeleton label="Loading categories" />;
  else if (categories.isError) {
    body = (
      <LoadError
        error={categories.error}
        fallback={ADMIN_TEXTS.categoriesLoadFailed}
        onRetry={() => void categories.refetch()}
      />
    );
  } else {
    body = (
      <DataTable caption="Categories">
        <TableHead columns={['ID', 'Name']} />
        <tbody>
          {categories.data.length === 0 ? (
            <EmptyRow columns={2}>No categories yet.</EmptyRow>
          ) : (
            categories.data.map((category) => (
              <tr key={category.id}>
                <Td className="w-20 tabular-nums">{category.id}</Td>
                <Td>{category.name}</Td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    );
  }

  return (
    <div>
      <TabHeader title="Categories" intro="The categories of job posts and jobseeker profiles." />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <Card className="mb-5 p-4 sm:p-5">
        <ValueForm
          status={status}
          parse={parseCategoryName}
          save={(name) => create.mutateAsync(name)}
          saved={(category) => ADMIN_TEXTS.categoryCreated(category.name)}
          failed={ADMIN_TEXTS.createCategoryFailed}
          isBusy={create.isPending}
          label="New category name"
          className="sm:grid-cols-[1fr_auto]"
        >
          <Plus aria-hidden="true" className="size-4" />
          Create category
        </ValueForm>
      </Card>
      {body}
    </div>
  );
}
