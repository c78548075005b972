import { SimplePage } from "../components/layout/simple-page.tsx";

export default function AdminPage() {
  return <SimplePage heading="Admin" intro="Authorized access only. All activities are logged." />;
}
