import { locationText } from "~/content/location";
import { useInLocale } from "~/page-context/use-locale";
import { Icon } from "~/ui/Icon";

/** Parking, entrance, accessibility and visitor registration at the head office. */
export function VisitNotes() {
  const text = useInLocale()(locationText);
  return (
    <section aria-labelledby="visit-title">
      <h2 id="visit-title" className="text-2xl font-semibold">
        {text.visitTitle}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {text.visitNotes.map((note) => (
          <li key={note.title} className="rounded-card border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Icon name={note.icon} className="size-5 text-accent-700" />
              {note.title}
            </h3>
            <p className="mt-2 text-ink-muted">{note.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
