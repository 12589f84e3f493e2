/** A refused form's message, announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <p role="alert" data-testid="admin-form-error" className="text-sm font-bold text-error empty:hidden">
      {message}
    </p>
  );
}
