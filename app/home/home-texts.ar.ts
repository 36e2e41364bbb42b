import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./home-texts.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Scene {index} of {count}": "المشهد {index} من {count}",
  "Points of interest in {scene}": "نقاط الاهتمام في {scene}",
  "{title} achievements": "إنجازات {title}",
  "about {service}": "عن {service}",
} satisfies Catalogue;
