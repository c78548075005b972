// The frame of a page about one item: read the id from the address, then show the
// loading, failure, not-found (the real 404 screen) or the item itself.
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { apiErrorOf, isGone } from "../../../shared/api-error.ts";
import { parsePermalinkSegment } from "../../../shared/permalinks.ts";
import { NotFound } from "../../components/layout/not-found.tsx";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { LoadingStatus } from "../../components/ui/loading-status.tsx";

export function ItemPage<T>({
  query,
  back,
  children,
}: {
  query: (id: number) => UseQueryOptions<T, Error, T, QueryKey>;
  back: { href: string; label: string };
  children: (item: T) => ReactNode;
}) {
  const { ref = "" } = useParams<{ ref: string }>();
  const id = parsePermalinkSegment(ref)?.id;
  const { data, error, isPending } = useQuery({ ...query(id ?? 0), enabled: id !== undefined });
  // null: the server found nothing there (see entry-server.tsx).
  if (id === undefined || data === null || isGone(apiErrorOf(error)?.status)) {
    return <NotFound />;
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <p>
        <Link href={back.href} className="font-semibold underline underline-offset-4">
          {back.label}
        </Link>
      </p>
      {isPending ? (
        <LoadingStatus>Loading…</LoadingStatus>
      ) : error || !data ? (
        <AlertMessage>
          {error?.message ?? "Something went wrong."} Please try again later.
        </AlertMessage>
      ) : (
        <article className="flex flex-col gap-5">{children(data)}</article>
      )}
    </div>
  );
}
