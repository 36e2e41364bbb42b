import { z } from "zod";
import data from "/content/home/tour.yaml";
import { parseRecord } from "../bilingual";
import { actionLinkSchema, anchorSchema, iconSchema, imageSlotSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 7 and /projects (SPEC §2 'Virtual tour', §3 tour scene). The 5000 ms auto-advance is the widget's
// (app/home/VirtualTour.tsx).
const tourHotspotSchema = z.object({
  /** The object of the scene's artwork the marker sits on (named in app/images/scenes/). */
  on: z.string().meta({ i18n: "duplicate", label: "Object of the scene the marker sits on" }),
  label: textSchema(),
  icon: iconSchema,
});

const tourSceneSchema = z.object({
  id: anchorSchema.meta({ label: "Id" }),
  title: textSchema(),
  description: textSchema(),
  hotspots: z.array(tourHotspotSchema).length(3).meta({ label: "Markers" }),
  features: z.array(textSchema()).length(4),
  image: imageSlotSchema,
});

const tourSchema = sectionHeadingSchema.extend({
  scenes: z.array(tourSceneSchema).length(4),
  actions: z.array(actionLinkSchema).length(2).meta({ label: "Buttons" }),
});
export type TourContent = z.output<typeof tourSchema>;

export const tourCollection = { name: "home-tour", label: "Home: virtual tour", file: "content/home/tour.yaml", schema: tourSchema };

export const tour = parseRecord(tourCollection.file, data, tourSchema);
