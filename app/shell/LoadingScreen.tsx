import { useT } from "~/i18n/messages";

/** Shown by app/shell/enhance/loading-screen.ts while a navigation is slow to bring the next page (SPEC §3). */
export function LoadingScreen() {
  const t = useT();
  return (
    <div
      hidden
      data-loading-screen=""
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 grid animate-[fade-in_150ms_ease-out_400ms_both] place-items-center bg-navy-900/90 text-white"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-accent-500/30 border-t-accent-500" />
        <p className="text-xl font-semibold">{t("common.loading.title")}</p>
        <p className="text-slate-300">{t("common.loading.text")}</p>
      </div>
    </div>
  );
}
