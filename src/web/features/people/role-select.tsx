// Admin › People: one person's role, saved when another is chosen. A native select: React Aria's
// Select here would have split the React Aria chunks that public pages share, adding a request
// to them (the Lighthouse budget).
import { useId } from "react";
import { isRole, ROLE_INFO, ROLES, type Role } from "../../../shared/roles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";

interface RoleSelectProps {
  /** Whose role: the label says so, as each row has its own. */
  personName: string;
  value: Role;
  onChange: (role: Role) => void;
}

export function RoleSelect({ personName, value, onChange }: RoleSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        Role for {personName}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const role = event.target.value;
          if (isRole(role) && role !== value) onChange(role);
        }}
        className={`${fieldClass} min-w-36`}
      >
        <RoleOptions />
      </select>
    </div>
  );
}

/** The roles as a select's options, in the table's order. */
export function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_INFO[role].label}
    </option>
  ));
}
