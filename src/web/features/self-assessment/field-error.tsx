export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="font-bold text-danger">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}
