import { Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InputField } from '../../../components/ui/input.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { DataTable, EmptyRow, TableHead, Td } from '../components/data-table.tsx';
import { LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import { useAdminCategories, useCreateCategory } from '../queries/moderation.ts';

/** Categories (spec section 2): create by name ('Category name cannot be empty.'), list. */
export function CategoriesTab() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const status = useActionStatus();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(MESSAGES.categoryNameEmpty);
      return;
    }
    setError(undefined);
    const isDone = await status.run(
      () => create.mutateAsync(trimmed),
      (category) => ADMIN_TEXTS.categoryCreated(category.name),
      ADMIN_TEXTS.createCategoryFailed,
    );
    if (isDone) setName('');
  };

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
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <InputField
            label="New category name"
            error={error}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            type="submit"
            className="h-11 sm:mt-7"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            <Plus aria-hidden="true" className="size-4" />
            Create category
          </Button>
        </form>
      </Card>
      {body}
    </div>
  );
}
