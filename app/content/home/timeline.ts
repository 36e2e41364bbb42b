import { z } from "zod";
import data from "/content/home/timeline.yaml";
import type { MessageId } from "~/i18n/messages";
import { parseRecord } from "../bilingual";
import { actionLinkSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 10 (SPEC §2 'Vision 2030 timeline', §3 timeline item). Statuses are set as of November 2026:
// 2017-2023 completed; 2025 'AI Revolution' is the phase under way (active) until the 2027 milestone;
// 2027 and 2030 are planned (docs/decisions/010-open-buttons.md).
const milestoneStatuses = ["completed", "active", "planned"] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/** Each status's name, an interface message (the section's badges, the printable roadmap). */
export const milestoneStatusMessage = {
  completed: "home.timeline.status.completed",
  active: "home.timeline.status.active",
  planned: "home.timeline.status.planned",
} as const satisfies Record<MilestoneStatus, MessageId>;

const milestoneSchema = z.object({
  year: z.number().int().meta({ i18n: "duplicate", label: "Year" }),
  title: textSchema(),
  description: textSchema(),
  status: z.enum(milestoneStatuses).meta({ i18n: "duplicate", label: "Status" }),
  achievements: z.array(textSchema()).length(3),
});

const timelineSchema = sectionHeadingSchema.extend({
  milestones: z.array(milestoneSchema).length(6),
  actions: z.array(actionLinkSchema).length(2).meta({ label: "Buttons" }),
});

export const timelineCollection = {
  name: "home-timeline",
  label: "Home: Vision 2030 timeline",
  file: "content/home/timeline.yaml",
  schema: timelineSchema,
};

export const timeline = parseRecord(timelineCollection.file, data, timelineSchema);
