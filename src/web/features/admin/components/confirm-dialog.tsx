import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

export type ConfirmRequest = {
  title: string;
  message: string;
  confirmLabel: string;
  /** Destructive actions get the danger colour. */
  isDestructive?: boolean;
  onConfirm: () => void;
};

/** "Are you sure?" before a destructive admin action; Cancel has the focus first. */
export function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={request !== null}
      onClose={onClose}
      title={request?.title ?? ''}
      description={request?.message}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* The safe choice takes the focus first. */}
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button
          variant={request?.isDestructive ? 'danger' : 'primary'}
          onClick={() => {
            request?.onConfirm();
            onClose();
          }}
        >
          {request?.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
