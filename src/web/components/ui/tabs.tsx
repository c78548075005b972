// React Aria's Tabs, without the focus ring on the whole group: React Aria marks the group
// data-focus-visible while anything inside has keyboard focus, and the site's global ring would
// then box in every tab panel. The focused tab or control shows its own ring.
import { Tabs as AriaTabs, type TabsProps } from "react-aria-components";

export function Tabs({
  className = "",
  ...props
}: Omit<TabsProps, "className"> & { className?: string }) {
  return (
    <AriaTabs
      {...props}
      className={`data-[focus-visible]:shadow-none data-[focus-visible]:outline-none ${className}`}
    />
  );
}
