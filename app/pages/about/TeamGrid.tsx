import { UserRound } from "lucide-react";
import { Card } from "~/ui/Card";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { TeamMember } from "~/content/about";
import { useSiteConfig } from "~/page-context/use-site-config";
import { cn } from "~/ui/cn";

const columnClass = { 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** People cards: each role and what it is responsible for, with the leader's name once the site configuration has it. */
export function TeamGrid({ members, columns }: { members: readonly TeamMember[]; columns: 3 | 4 }) {
  const { leaders } = useSiteConfig();
  return (
    <ul className={cn("grid gap-6", columnClass[columns])}>
      {members.map((member) => {
        const name = leaders.find((leader) => leader.role === member.role)?.name;
        return (
          <Card as="li" key={member.role} className="text-center">
            <div
              aria-hidden="true"
              className={cn(
                "mx-auto grid place-items-center rounded-full bg-accent-500/10 text-accent-700",
                columns === 3 ? "size-20" : "size-14",
              )}
            >
              <UserRound strokeWidth={ICON_STROKE_WIDTH} className={columns === 3 ? "size-9" : "size-7"} />
            </div>
            <h3 className="mt-5 text-lg font-semibold">{member.role}</h3>
            {name && <p className="mt-1 text-sm font-medium text-ink">{name}</p>}
            <p className="mt-3 leading-relaxed text-ink-muted">{member.responsibility}</p>
          </Card>
        );
      })}
    </ul>
  );
}
