import { GridBackdrop } from "./GridBackdrop";

export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="relative overflow-hidden bg-navy-900 pt-16 text-white">
      <GridBackdrop />
      <div className="container-page relative py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-slate-300">{subtitle}</p>}
      </div>
    </div>
  );
}
