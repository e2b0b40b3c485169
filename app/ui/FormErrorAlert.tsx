/** A form's failure as a whole (not one field's), above the form: readable without JavaScript, announced with it. */
export function FormErrorAlert({ error }: { error: { title: string; message: string } }) {
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">{error.title}</p>
      <p>{error.message}</p>
    </div>
  );
}
