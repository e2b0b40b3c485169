import * as Dialog from "@radix-ui/react-dialog";
import { Form, Link } from "@remix-run/react";
import { Button, buttonVariants } from "~/ui/Button";
import { useIsPending } from "~/ui/useIsPending";

type Target = { id: number; productName: string };

function DeleteForm({ target, action, onCancel, cancelHref }: { target: Target; action: string; onCancel?: () => void; cancelHref: string }) {
  const deleting = useIsPending({ formAction: action, state: "submitting", fields: { planId: String(target.id) } });
  return (
    <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="planId" value={target.id} />
      {onCancel ? (
        <Button onClick={onCancel}>Cancel</Button>
      ) : (
        <Link to={cancelHref} className={buttonVariants()} preventScrollReset>
          Cancel
        </Link>
      )}
      <Button type="submit" variant="danger" disabled={deleting}>
        {deleting ? "Deleting..." : "Delete Plan"}
      </Button>
    </Form>
  );
}

const TITLE = "Delete this plan?";
function Body({ name }: { name: string }) {
  return (
    <>
      &ldquo;{name}&rdquo; will be permanently deleted. This action cannot be undone.
    </>
  );
}

/** The confirmation as a page section: what a visitor without JavaScript gets (?delete=id). */
export function DeleteConfirmPanel({ target, action, cancelHref }: { target: Target; action: string; cancelHref: string }) {
  return (
    <section
      aria-labelledby="delete-confirm-title"
      className="mb-8 rounded-xl border-2 border-red-700 bg-white p-6 shadow-sm"
    >
      <h2 id="delete-confirm-title" className="text-lg font-bold">{TITLE}</h2>
      <p className="mt-2 text-slate-700"><Body name={target.productName} /></p>
      <DeleteForm target={target} action={action} cancelHref={cancelHref} />
    </section>
  );
}

/** The same confirmation as a modal dialog, with JavaScript. */
export function DeleteConfirmDialog({
  target,
  action,
  cancelHref,
  onClose,
}: {
  target: Target | null;
  action: string;
  cancelHref: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{TITLE}</Dialog.Title>
          {target ? (
            <>
              <Dialog.Description className="mt-2 text-slate-700">
                <Body name={target.productName} />
              </Dialog.Description>
              <DeleteForm target={target} action={action} onCancel={onClose} cancelHref={cancelHref} />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
