// A set of needs to tick, as the directory's search and a visitor's profile both ask for them:
// a fieldset named by its legend, a box a finger can hit for each need, sent as `name` per tick.
interface NeedChoicesProps {
  legend: string;
  name: string;
  needs: readonly { id: string; label: string }[];
  checked: readonly string[];
}

export function NeedChoices({ legend, name, needs, checked }: NeedChoicesProps) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-6">
        {needs.map((need) => (
          <label key={need.id} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={name}
              value={need.id}
              defaultChecked={checked.includes(need.id)}
              className="size-6 accent-current"
            />
            {need.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
