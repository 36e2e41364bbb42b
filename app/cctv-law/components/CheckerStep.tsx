import type { ReactNode } from "react";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";
import { fillIn } from "~/content/in-locale";
import {
  areaIds,
  establishmentIds,
  privateHomeTypes,
  stepQuery,
  type AreaId,
  type CheckerQuery,
  type StepId,
} from "~/leads/schemas/checker-answers";
import { CHECKER_PATH } from "../hand-off";
import { prohibitedAreas } from "../rules";
import type { CheckerTexts } from "../texts.server";

// One question per page, each a plain GET form that carries the earlier answers in hidden fields: the checker works
// without JavaScript, and every step and result has its own address. The site script prerenders the page an answer
// leads to (../enhance.ts).

export type QuestionQuery = Extract<CheckerQuery, { ok: true }> & { step: Exclude<StepId, "result"> };

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-card border border-slate-200 bg-white px-3 py-2 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-500/10";
const controlClass = "size-5 shrink-0 accent-accent-700";

export function CheckerStep({ query, texts }: { query: QuestionQuery; texts: CheckerTexts }) {
  const { step, establishment, privateHome, areas, missing } = query;
  const locale = useLocale();
  const checkerPath = localizedPath(CHECKER_PATH, locale);
  const asksHome = establishment !== undefined && privateHomeTypes.includes(establishment);
  const number = step === "type" ? 1 : step === "home" || !asksHome ? 2 : 3;
  const back: Partial<Record<QuestionQuery["step"], string>> = {
    home: stepQuery({ establishment }, "type"),
    areas: asksHome ? stepQuery({ establishment, privateHome }, "home") : stepQuery({ establishment }, "type"),
  };
  const error = missing && texts.missing[missing];

  return (
    <form method="get" action={checkerPath} data-prerender-next="" className="space-y-6">
      {step !== "type" && <input type="hidden" name="type" value={establishment} />}
      {step === "areas" && asksHome && <input type="hidden" name="home" value={privateHome ? "yes" : "no"} />}
      <input type="hidden" name="step" value={step === "type" ? "home" : step === "home" ? "areas" : "result"} />
      <fieldset aria-describedby={error ? "checker-hint checker-error" : "checker-hint"}>
        <legend>
          <span className="block text-sm font-semibold text-accent-700">{fillIn(texts.stepOf, { step: number })}</span>
          <span className="mt-1 block text-xl font-semibold sm:text-2xl">{texts.steps[step].legend}</span>
        </legend>
        <p id="checker-hint" className="mt-1 text-ink-muted">
          {texts.steps[step].hint}
        </p>
        {error && (
          <p id="checker-error" className="mt-3 font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="mt-4">
          {step === "type" && (
            <Options>
              {establishmentIds.map((id) => (
                <Option key={id} label={texts.establishments[id]}>
                  <input type="radio" name="type" value={id} required defaultChecked={id === establishment} className={controlClass} />
                </Option>
              ))}
            </Options>
          )}
          {step === "home" && (
            <Options>
              {(["yes", "no"] as const).map((value) => (
                <Option key={value} label={texts.steps.home[value]}>
                  <input
                    type="radio"
                    name="home"
                    value={value}
                    required
                    defaultChecked={privateHome === (value === "yes")}
                    className={controlClass}
                  />
                </Option>
              ))}
            </Options>
          )}
          {step === "areas" && (
            <div className="space-y-6">
              <AreaGroup
                legend={texts.steps.areas.requiredGroup}
                ids={areaIds.filter((id) => !prohibitedAreas.includes(id))}
                checked={areas}
                texts={texts}
              />
              <AreaGroup
                legend={texts.steps.areas.prohibitedGroup}
                ids={areaIds.filter((id) => prohibitedAreas.includes(id))}
                checked={areas}
                texts={texts}
              />
            </div>
          )}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary">
          {step === "areas" ? texts.showResult : texts.continue}
        </button>
        {back[step] && (
          <a href={`${checkerPath}?${back[step]}`} className="btn-secondary text-navy-900 hover:bg-navy-900/5">
            {texts.back}
          </a>
        )}
      </div>
    </form>
  );
}

function AreaGroup({ legend, ids, checked, texts }: { legend: string; ids: AreaId[]; checked: AreaId[]; texts: CheckerTexts }) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <Options>
        {ids.map((id) => (
          <Option key={id} label={texts.areas[id]}>
            <input type="checkbox" name="area" value={id} defaultChecked={checked.includes(id)} className={controlClass} />
          </Option>
        ))}
      </Options>
    </fieldset>
  );
}

function Options({ children }: { children: ReactNode }) {
  return <ul className="grid gap-2 sm:grid-cols-2">{children}</ul>;
}

function Option({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <label className={optionClass}>
        {children}
        <span>{label}</span>
      </label>
    </li>
  );
}
