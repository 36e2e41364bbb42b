import { checkDatabase } from "~/db/db.server";

/** 200 when the database answers, 503 when it does not: for load balancers and uptime checks. */
export async function loader() {
  const healthy = await checkDatabase();
  return Response.json(
    { status: healthy ? "ok" : "unavailable", database: healthy },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
