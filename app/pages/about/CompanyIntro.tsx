import type { ReactNode } from "react";
import { ContentImage } from "~/images/components/ContentImage";
import { IntroWithImage } from "~/ui/IntroWithImage";
import type { aboutCompany } from "~/content/about";

/** About Us opening: the 2017 establishment, the years-of-excellence badge and the hero image. */
export function CompanyIntro({ intro, actions }: { intro: (typeof aboutCompany)["en"]["intro"]; actions: ReactNode }) {
  return (
    <IntroWithImage
      intro={intro}
      image={
        <>
          <ContentImage image={intro.image} hero />
          <p className="absolute -bottom-6 start-4 rounded-card bg-navy-900 px-6 py-4 text-white shadow-xl sm:start-6">
            <span className="tabular block text-4xl font-bold text-amber-400">{intro.badge.value}</span>
            <span className="block text-sm font-semibold">{intro.badge.label}</span>
          </p>
        </>
      }
    >
      {actions}
    </IntroWithImage>
  );
}
