// Server-rendered tabs that are plain links until the page's scripts run, as GOV.UK's are:
// without JavaScript a tab cannot answer arrow keys, and React Aria's tabs there were
// role="tab" with tabindex="-1" each, so Tab skipped them all (WCAG 2.1.1). While hydrating (and
// for good without script) each tab is an ordinary link in the Tab order, the current one marked
// aria-current="page", the list a plain box and the panel a plain box. These render functions only
// take roles and tab stops away from the same elements, so the server's HTML, the hydrating render
// and the tabs after it are one tree: nothing in the panel is built again, and a link focused
// before the scripts arrived becomes the tab with its id (lib/keep-focus-through-remounts.ts).
import type { ComponentProps } from "react";
import {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
} from "react-aria-components";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";

const plainList: NonNullable<TabListProps<object>["render"]> = ({
  role: _role,
  "aria-orientation": _orientation,
  "aria-label": _label,
  "aria-labelledby": _labelledBy,
  ...props
}) => <div {...props} />;

// Only for tabs with an href, which React Aria renders as <a>.
const plainTab: NonNullable<TabProps["render"]> = (props, { isSelected }) => {
  const {
    role: _role,
    tabIndex: _tabIndex,
    "aria-selected": _selected,
    "aria-controls": _controls,
    ...rest
  } = props as ComponentProps<"a">;
  return <a {...rest} aria-current={isSelected ? "page" : undefined} />;
};

const plainPanel: NonNullable<TabPanelProps["render"]> = ({
  role: _role,
  tabIndex: _tabIndex,
  "aria-labelledby": _labelledBy,
  ...props
}) => <div {...props} />;

// Each part asks for itself whether the page is still hydrating, so the page around them does not
// render again when it stops: a panel's content (the Advice page's list, most of its markup) is
// the same element as before and is left alone, rather than built again in one long task.

/** TabList: a plain box while the page hydrates or has no script, React Aria's afterwards. */
export function TabListUntilHydrated<T extends object>(props: TabListProps<T>) {
  return <TabList {...props} render={useIsHydrating() ? plainList : undefined} />;
}

/** A Tab with an href: a plain link while the page hydrates or has no script. */
export function TabUntilHydrated(props: TabProps) {
  return <Tab {...props} render={useIsHydrating() ? plainTab : undefined} />;
}

/** TabPanel: a plain box while the page hydrates or has no script. */
export function TabPanelUntilHydrated(props: TabPanelProps) {
  return <TabPanel {...props} render={useIsHydrating() ? plainPanel : undefined} />;
}
