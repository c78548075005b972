// Admin › People: one person's role, saved as soon as another is chosen. A React Aria Select
// commits only when an option is picked from its list, unlike a native select, which in some
// browsers changes (and here would save) with every arrow key press.
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from "react-aria-components";
import { isRole, ROLE_INFO, ROLES, type Role } from "../../../shared/roles.ts";

interface RoleSelectProps {
  /** Whose role: the label says so, as each row has its own. */
  personName: string;
  value: Role;
  onChange: (role: Role) => void;
}

export function RoleSelect({ personName, value, onChange }: RoleSelectProps) {
  return (
    <Select
      selectedKey={value}
      onSelectionChange={(key) => {
        const role = String(key);
        if (isRole(role) && role !== value) onChange(role);
      }}
      className="flex flex-col gap-1"
    >
      {/* The column's heading, "Role", is the visible label; this one names the person too. */}
      <Label className="sr-only">Role for {personName}</Label>
      <Button className="flex min-h-11 min-w-36 items-center justify-between gap-2 rounded-md border-2 border-line bg-page px-3 text-left">
        <SelectValue />
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0">
          <path d="m3 6 5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </Button>
      <Popover className="w-(--trigger-width) rounded-md border-2 border-line bg-page text-ink shadow-lg">
        <ListBox className="p-1 outline-none">
          {ROLES.map((role) => (
            <ListBoxItem
              key={role}
              id={role}
              className="flex min-h-11 cursor-default items-center rounded px-3 outline-none data-[focused]:bg-accent data-[focused]:text-on-accent data-[selected]:font-bold"
            >
              {ROLE_INFO[role].label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
