import * as Dialog from "@radix-ui/react-dialog";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useField, useIsSubmitting, ValidatedForm } from "remix-validated-form";
import { controlClass, describedBy, FieldError, FieldLabel } from "~/ui/form/Field";
import { Button, buttonVariants } from "~/ui/Button";
import { toast } from "~/ui/toast";
import { useIsPending } from "~/ui/useIsPending";
import { deletePath, editPath } from "../navigation";
import { WAITLIST_LIMITS, waitlistEditValidator } from "../schemas";
import { FormErrorAlert } from "~/ui/FormErrorAlert";

/**
 * A waitlist entry's edit form and delete confirmation, each as a page section (without
 * JavaScript: /admin/waitlist/:id/edit and /delete) and as a Radix dialog on the dashboard.
 * Both post to those pages' actions, which redirect back to the dashboard with a toast.
 */

export type EntryTarget = { id: number; fullName: string; email: string; productName: string; productWebsite: string | null };
export type EditFailure = { formError: { title: string; message: string } } | null;

function EntryField({ formId, name, label, type = "text", maxLength }: { formId: string; name: string; label: string; type?: "text" | "email" | "url"; maxLength: number }) {
  const { error, getInputProps } = useField(name);
  const id = `${formId}-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} />
      <input
        {...getInputProps({
          id,
          type: type === "url" ? "text" : type,
          inputMode: type === "url" ? "url" : undefined,
          maxLength,
          autoComplete: "off",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(error && `${id}-error`),
        })}
        className={controlClass}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function EditFields({ formId, failure, onCancel, cancelHref, submitting }: { formId: string; failure: EditFailure; onCancel?: () => void; cancelHref: string; submitting: boolean }) {
  return (
    <>
      {failure ? <FormErrorAlert error={failure.formError} /> : null}
      <EntryField formId={formId} name="fullName" label="Full Name" maxLength={WAITLIST_LIMITS.fullName} />
      <EntryField formId={formId} name="email" label="Email" type="email" maxLength={WAITLIST_LIMITS.email} />
      <EntryField formId={formId} name="productName" label="Product Name" maxLength={WAITLIST_LIMITS.productName} />
      <EntryField formId={formId} name="productWebsite" label="Product Website" type="url" maxLength={WAITLIST_LIMITS.productWebsite} />
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button onClick={onCancel}>Cancel</Button>
        ) : (
          <Link to={cancelHref} className={buttonVariants()}>
            Cancel
          </Link>
        )}
        <Button type="submit" variant="ink" disabled={submitting}>
          {submitting ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </>
  );
}

const defaults = (entry: EntryTarget) => ({
  fullName: entry.fullName,
  email: entry.email,
  productName: entry.productName,
  productWebsite: entry.productWebsite ?? "",
});

/** The edit form as a page (no JavaScript needed): a navigation post to the edit page's action. */
export function EditEntryForm({ entry, returnTo, failure }: { entry: EntryTarget; returnTo: string; failure: EditFailure }) {
  const formId = `edit-entry-${entry.id}`;
  const submitting = useIsSubmitting(formId);
  return (
    <ValidatedForm id={formId} validator={waitlistEditValidator} method="post" action={editPath(entry.id, returnTo)} defaultValues={defaults(entry)} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <EditFields formId={formId} failure={failure} cancelHref={returnTo} submitting={submitting} />
    </ValidatedForm>
  );
}

/** The edit form in a dialog (with JavaScript): a fetcher post, so field errors stay in the dialog; success follows the redirect. */
export function EditEntryDialog({ entry, returnTo, onClose }: { entry: EntryTarget | null; returnTo: string; onClose: () => void }) {
  return (
    <Dialog.Root open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">Edit waitlist entry</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">Change any field; the others stay as they are.</Dialog.Description>
          {entry ? <DialogEditForm key={entry.id} entry={entry} returnTo={returnTo} onCancel={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogEditForm({ entry, returnTo, onCancel }: { entry: EntryTarget; returnTo: string; onCancel: () => void }) {
  const fetcher = useFetcher<EditFailure>();
  const formId = `edit-entry-dialog-${entry.id}`;
  const failure = fetcher.data && typeof fetcher.data === "object" && "formError" in fetcher.data ? fetcher.data : null;
  useEffect(() => {
    if (failure) toast({ title: failure.formError.title, description: failure.formError.message, variant: "destructive" });
  }, [failure]);
  return (
    <ValidatedForm
      id={formId}
      fetcher={fetcher}
      validator={waitlistEditValidator}
      method="post"
      action={editPath(entry.id, returnTo)}
      defaultValues={defaults(entry)}
      noValidate
      className="mt-4 grid gap-4"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <EditFields formId={formId} failure={failure} onCancel={onCancel} cancelHref={returnTo} submitting={fetcher.state !== "idle"} />
    </ValidatedForm>
  );
}


// ---------------------------------------------------------------------------------------------
// Delete

const DELETE_TITLE = "Delete this entry?";
function DeleteBody({ entry }: { entry: EntryTarget }): ReactNode {
  return (
    <>
      The waitlist entry of {entry.fullName} ({entry.email}) will be permanently deleted. This action cannot be undone.
    </>
  );
}

function DeleteForm({ entry, returnTo, onCancel }: { entry: EntryTarget; returnTo: string; onCancel?: () => void }) {
  const action = deletePath(entry.id, returnTo);
  const deleting = useIsPending({ formAction: action, state: "submitting" });
  return (
    <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {onCancel ? (
        <Button onClick={onCancel}>Cancel</Button>
      ) : (
        <Link to={returnTo} className={buttonVariants()}>
          Cancel
        </Link>
      )}
      <Button type="submit" variant="danger" disabled={deleting}>
        {deleting ? "Deleting..." : "Delete Entry"}
      </Button>
    </Form>
  );
}

/** The confirmation as a page section (without JavaScript). */
export function DeleteEntryPanel({ entry, returnTo }: { entry: EntryTarget; returnTo: string }) {
  return (
    <section aria-labelledby="delete-entry-title" className="rounded-xl border-2 border-red-700 bg-white p-6 shadow-sm">
      <h1 id="delete-entry-title" className="text-xl font-bold">
        {DELETE_TITLE}
      </h1>
      <p className="mt-2 text-slate-700">
        <DeleteBody entry={entry} />
      </p>
      <DeleteForm entry={entry} returnTo={returnTo} />
    </section>
  );
}

/** The same confirmation as a modal dialog (with JavaScript). */
export function DeleteEntryDialog({ entry, returnTo, onClose }: { entry: EntryTarget | null; returnTo: string; onClose: () => void }) {
  return (
    <Dialog.Root open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{DELETE_TITLE}</Dialog.Title>
          {entry ? (
            <>
              <Dialog.Description className="mt-2 text-slate-700">
                <DeleteBody entry={entry} />
              </Dialog.Description>
              <DeleteForm entry={entry} returnTo={returnTo} onCancel={onClose} />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Which entry's dialog is open; any navigation that settles (the post's redirect, back) closes it. */
export function useDialogTarget(locationKey: string) {
  const [target, setTarget] = useState<EntryTarget | null>(null);
  useEffect(() => setTarget(null), [locationKey]);
  return [target, setTarget] as const;
}
