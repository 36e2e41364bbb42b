import { useT } from "~/i18n/messages";
import { useRequestId } from "~/security/request-id";

/** The fallback for failures while routing or rendering. The stack shows only outside production. */
export function ErrorFallback({ status, stack }: { status: number; stack?: string }) {
  const requestId = useRequestId();
  const t = useT();
  return (
    <div className="grid min-h-[70vh] place-items-center bg-surface px-4 pt-16 text-center">
      <div className="max-w-2xl">
        <p className="text-5xl font-bold text-accent-700 tabular">{status}</p>
        <h1 className="mt-4 text-2xl font-semibold">{t("common.unexpectedError.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("common.unexpectedError.text")}</p>
        {/* Known only to the server's render: the browser keeps the server's text. */}
        <p className="mt-2 text-sm text-ink-muted" suppressHydrationWarning>
          {requestId && t("common.unexpectedError.reference", { requestId })}
        </p>
        {stack && <pre className="mt-6 overflow-x-auto rounded-card bg-navy-900 p-4 text-start text-xs text-slate-200">{stack}</pre>}
      </div>
    </div>
  );
}
