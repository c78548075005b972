import { NotFound } from "../components/layout/not-found.tsx";

export default function NotFoundPage() {
  return <NotFound />;
}
