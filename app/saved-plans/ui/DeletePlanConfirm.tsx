import * as Dialog from "@radix-ui/react-dialog";
import { Form, Link } from "@remix-run/react";
import { useIsPending } from "~/ui/useIsPending";

type Target = { id: number; productName: string };

function DeleteForm({ target, action, onCancel, cancelHref }: { target: Target; action: string; onCancel?: () => void; cancelHref: string }) {
  const deleting = useIsPending({ formAction: action, state: "submitting", fields: { planId: String(target.id) } });
  return (
    <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="planId" value={target.id} />
      {onCancel ? (
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
          Cancel
        </button>
      ) : (
        <Link to={cancelHref} className="rounded-md border border-slate-300 px-4 py-2 font-semibold" preventScrollReset>
          Cancel
        </Link>
      )}
      <button type="submit" disabled={deleting} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
        {deleting ? "Deleting..." : "Delete Plan"}
      </button>
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
