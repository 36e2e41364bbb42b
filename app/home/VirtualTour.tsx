import { Pause, Play } from "lucide-react";
import { useEffect, useState, type FocusEvent } from "react";
import { GeneratedImage } from "~/images/components/GeneratedImage";
import { objectAnchor } from "~/images/scenes/anchors";
import type { TourContent } from "~/content/home/tour";
import { useT } from "~/i18n/messages";
import { ActionLinks } from "./ActionLinks";
import { Icon } from "~/ui/Icon";
import { Heading, Section, innerHeading, type HeadingTag, type SectionVariant } from "~/ui/Section";
import { useHydrated } from "../ui/use-hydrated";
import { useTabKeyboard } from "../ui/use-tabs";

/** SPEC §9: the tour advances every 5000 ms while playing. */
const tourAdvanceMs = 5000;

/**
 * Home section 7 and part of /projects: four scenes, one selected ('Active'). Every scene is in the HTML, the others
 * hidden, and the tabs are styled by `aria-selected`: a tab tapped before the code has arrived shows its scene at once
 * (app/site-script/hydrate.ts, decision 165). The play toggle advances the scenes every 5 s, cyclically. It never
 * starts by itself, and it holds while the pointer or keyboard focus is on the scenes (WCAG 2.2.2); the toggle itself
 * sits outside that area and is always visible. An island: its record comes in the page's language as `content`.
 */
export function VirtualTour({
  content: tour,
  variant = "section",
  tone = "surface",
}: {
  content: TourContent;
  variant?: SectionVariant;
  tone?: "white" | "surface";
}) {
  const message = useT();
  const scenes = tour.scenes;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const advancing = playing && !pointerInside && !focusInside;
  const tabs = useTabKeyboard(scenes.length, index, setIndex);
  const hydrated = useHydrated();
  const sceneHeadingTag = innerHeading(variant, 1);

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % scenes.length), tourAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [advancing, index, scenes.length]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <Section id={tour.id} heading={{ ...tour, align: "split" }} tone={tone} variant={variant} spacing="compact">
      <div className="mb-6 flex flex-wrap items-center justify-end gap-4">
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          className="btn inline-flex border border-navy-900 bg-white text-navy-900 hover:bg-navy-900 hover:text-white"
          data-playing={playing}
        >
          {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          {playing ? message("home.tour.pause") : message("home.tour.play")}
        </button>
      </div>
      <div
        className="grid grid-cols-1 gap-6 lg:grid-cols-12 lg:grid-rows-[auto_1fr]"
        onPointerEnter={() => setPointerInside(true)}
        onPointerLeave={() => setPointerInside(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
        data-testid="tour-stage"
        data-hydrated={hydrated}
      >
        <div
          role="tablist"
          aria-label={message("home.tour.scenesLabel")}
          aria-orientation="vertical"
          onKeyDown={tabs.onKeyDown}
          className="flex flex-col gap-3 lg:col-span-4 lg:row-start-1"
        >
          {scenes.map((entry, entryIndex) => {
            const selected = entryIndex === index;
            return (
              <button
                key={entry.id}
                ref={tabs.tabRef(entryIndex)}
                type="button"
                role="tab"
                id={`tour-tab-${entry.id}`}
                aria-selected={selected}
                aria-controls={`tour-panel-${entry.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setIndex(entryIndex)}
                className="group flex min-h-14 items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-4 py-3 text-start text-ink transition-colors not-aria-selected:hover:border-accent-500/60 aria-selected:border-navy-900 aria-selected:bg-navy-900 aria-selected:text-white aria-selected:shadow-lg"
              >
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="tabular grid size-8 place-items-center rounded-full bg-slate-100 text-sm font-bold text-ink-muted group-aria-selected:bg-accent-500 group-aria-selected:text-navy-900"
                  >
                    {entryIndex + 1}
                  </span>
                  <span className="font-semibold" data-scene-title="">
                    {entry.title}
                  </span>
                </span>
                <span className="hidden items-center gap-1.5 rounded-full bg-accent-500/20 px-2.5 py-0.5 text-xs font-semibold text-accent-300 group-aria-selected:inline-flex">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" />
                  {message("home.tour.active")}
                </span>
              </button>
            );
          })}
        </div>
        {scenes.map((scene, sceneIndex) => (
          <TourScene
            key={scene.id}
            scene={scene}
            hidden={sceneIndex !== index}
            counter={message("home.tour.sceneOf", { index: sceneIndex + 1, count: scenes.length })}
            headingTag={sceneHeadingTag}
          />
        ))}
        {/* After the scene on phones; under the scene list from `lg`, where that column has room (a shorter page). */}
        <ActionLinks actions={tour.actions} className="mt-4 lg:col-span-4 lg:col-start-1 lg:row-start-2 lg:mt-2 lg:self-start" />
      </div>
    </Section>
  );
}

type Scene = TourContent["scenes"][number];

/** One scene's panel: its picture with numbered markers, its text, points of interest and features. */
function TourScene({ scene, hidden, counter, headingTag }: { scene: Scene; hidden: boolean; counter: string; headingTag: HeadingTag }) {
  const message = useT();
  return (
    <div
      role="tabpanel"
      id={`tour-panel-${scene.id}`}
      aria-labelledby={`tour-tab-${scene.id}`}
      hidden={hidden}
      className="lg:col-span-8 lg:col-start-5 lg:row-span-2 lg:row-start-1"
    >
      <div className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-lg">
        <div className="relative bg-navy-900">
          <GeneratedImage prompt={scene.image.topic} alt={scene.image.alt} width={600} height={400} className="w-full" />
          {/* Markers sit on their objects in the scene (app/images/scenes), which never mirrors: placed from its left edge. */}
          <ol aria-hidden="true">
            {scene.hotspots.map((hotspot, hotspotIndex) => {
              const { left, top } = objectAnchor(scene.image.topic, hotspot.on);
              return (
                <li key={hotspot.label} style={{ left: `${left}%`, top: `${top}%` }} className="absolute -translate-x-1/2 -translate-y-1/2">
                  <span className="grid size-8 place-items-center rounded-full bg-accent-500 text-sm font-bold text-navy-900 shadow-lg ring-4 ring-accent-500/30">
                    {hotspotIndex + 1}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        <div className="p-6">
          <p className="tabular text-sm font-medium text-ink-muted" aria-hidden="true">
            {counter}
          </p>
          <Heading as={headingTag} className="mt-1 text-xl font-semibold">
            {scene.title}
          </Heading>
          <p className="mt-2 leading-relaxed text-ink-muted">{scene.description}</p>
          <ol aria-label={message("home.tour.hotspotsLabel", { scene: scene.title })} className="mt-5 grid gap-3 sm:grid-cols-3">
            {scene.hotspots.map((hotspot, hotspotIndex) => (
              <li key={hotspot.label} className="flex items-start gap-2 text-sm">
                <span
                  aria-hidden="true"
                  className="tabular grid size-6 shrink-0 place-items-center rounded-full bg-accent-500 text-xs font-bold text-navy-900"
                >
                  {hotspotIndex + 1}
                </span>
                <span className="flex items-start gap-1.5">
                  <Icon name={hotspot.icon} className="mt-0.5 size-4 shrink-0 text-accent-700" />
                  {hotspot.label}
                </span>
              </li>
            ))}
          </ol>
          <ul aria-label={message("home.tour.featuresLabel")} className="mt-5 flex flex-wrap gap-2">
            {scene.features.map((feature) => (
              <li
                key={feature}
                className="rounded-full border border-accent-700/30 bg-accent-500/10 px-3 py-1 text-sm font-medium text-accent-700"
              >
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
