import { UserRound } from "lucide-react";
import { Card } from "~/ui/Card";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import { NAME_TO_BE_ANNOUNCED, PHOTO_PLACEHOLDER, type TeamMember } from "~/content/about";
import { cn } from "~/ui/cn";

const columnClass = { 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** People cards. Until a name is supplied the card says so, and the photo is an outlined silhouette. */
export function TeamGrid({ members, columns }: { members: readonly TeamMember[]; columns: 3 | 4 }) {
  return (
    <ul className={cn("grid gap-6", columnClass[columns])}>
      {members.map((member) => (
        <Card as="li" key={member.role} className="text-center">
          <div
            role="img"
            aria-label={PHOTO_PLACEHOLDER}
            className={cn(
              "mx-auto grid place-items-center rounded-full border-2 border-dashed border-slate-300 bg-surface text-slate-400",
              columns === 3 ? "size-28" : "size-20",
            )}
          >
            <UserRound aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className={columns === 3 ? "size-12" : "size-9"} />
          </div>
          <h3 className="mt-5 text-lg font-semibold">{member.role}</h3>
          <p className={cn("mt-1 text-sm", member.name ? "font-medium text-ink" : "text-ink-muted italic")}>
            {member.name ?? NAME_TO_BE_ANNOUNCED}
          </p>
          <p className="mt-3 leading-relaxed text-ink-muted">{member.responsibility}</p>
        </Card>
      ))}
    </ul>
  );
}
