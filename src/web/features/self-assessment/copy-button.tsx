// Moved to web/components/ui, as the access guide's manage page copies its address too.
export { CopyButton } from "../../components/ui/copy-button.tsx";
