// The four about pages (SPEC §2 "Content pages"): About Us, Leadership Team, Awards & Recognition, How It Works.
// One founding story (docs/decisions/081): {engineersSince}, {incorporated} and {years} are filled from the site
// configuration's founding facts when shown (fillSiteFacts); names and awarding bodies come from it too.
import type { IconName } from "./icons";
import type { IconCard, ImageSlot, Stat } from "./types";

/** SPEC §3 "Process step": number, title, description, optional icon and detail list. */
export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  icon?: IconName;
  details?: string[];
}

/** A leadership role. The name shown with it comes from the site configuration (`leaders`); without one, the role alone. */
export interface TeamMember {
  role: string;
  /** What the role is responsible for: no biography, degrees or awards. */
  responsibility: string;
}

/** SPEC §3 "Award": title, year, description; the organization comes from the site configuration (`awardingBodies`). */
export interface Award {
  title: string;
  year: number;
  description: string;
}

/** The awards whose awarding body the site configuration names, with it; an award nobody can check is not shown. */
export function namedAwards(awards: readonly Award[], awardingBodies: Record<string, string>): (Award & { organization: string })[] {
  return awards.flatMap((award) => {
    const organization = awardingBodies[award.title];
    return organization ? [{ ...award, organization }] : [];
  });
}

export interface TimelinePhase {
  label: string;
  duration: string;
}

export const aboutCompany = {
  intro: {
    eyebrow: "Engineers since {engineersSince}, incorporated in {incorporated}",
    heading: "Who We Are",
    paragraphs: [
      "Our engineers have designed and installed security systems in Riyadh since {engineersSince}. In {incorporated} they incorporated the company with a simple aim: to give Saudi businesses and families security systems that are designed properly, installed cleanly and supported for years after the installers leave.",
      "Today our engineers design and install CCTV and smart surveillance, access control, intercoms, alarms, attendance management, networks and smart-home systems for offices, schools, hospitals, warehouses, factories, malls and homes, from a single villa to a multi-building campus.",
      "Every project is built around the client's site, their risks and their people, and every system we install is one we are ready to stand behind.",
    ],
    badge: { value: "{years}+", label: "Years of Excellence" },
    image: {
      topic: "security operations control room in Riyadh",
      alt: "Engineers at work in a security operations control room",
    } satisfies ImageSlot,
  },
  visionMissionHeading: "What Drives Us",
  vision: {
    icon: "eye",
    title: "Our Vision",
    description:
      "To be the most trusted security and technology partner in Saudi Arabia and the wider Middle East, making intelligent protection part of every building as the Kingdom builds the smart cities of Vision 2030.",
  } satisfies IconCard,
  mission: {
    icon: "target",
    title: "Our Mission",
    description:
      "To protect people, property and information with reliable, well-engineered security systems, delivered with honest advice, careful installation and support that continues long after handover.",
  } satisfies IconCard,
  howWeWork: {
    heading: "How We Work",
    intro: "Eight steps take every project from the first conversation to years of reliable service.",
    steps: [
      {
        step: 1,
        icon: "headset",
        title: "Initial Consultation",
        description: "We listen to what you need to protect, the risks you face, your budget and your timeline.",
      },
      {
        step: 2,
        icon: "clipboard-list",
        title: "Solution Proposal",
        description: "You receive a clear proposal with recommended systems, equipment and a transparent quotation.",
      },
      {
        step: 3,
        icon: "pencil-ruler",
        title: "System Design",
        description: "Our engineers draw up camera positions, door hardware, cabling routes and network plans for your site.",
      },
      {
        step: 4,
        icon: "package-check",
        title: "Equipment Preparation",
        description: "Every device is sourced, configured and tested in our workshop before it reaches your site.",
      },
      {
        step: 5,
        icon: "wrench",
        title: "Install and Configure",
        description: "Our technicians install neatly and with minimum disruption, then configure every device and user.",
      },
      {
        step: 6,
        icon: "clipboard-check",
        title: "Testing & Commissioning",
        description: "We test every camera, door and alarm against the design and fix anything that falls short.",
      },
      {
        step: 7,
        icon: "graduation-cap",
        title: "Training & Handover",
        description: "Your team learns to use the system with confidence, and receives the full documentation.",
      },
      {
        step: 8,
        icon: "life-buoy",
        title: "Maintenance & Support",
        description: "Preventive maintenance, quick repairs and upgrades keep your system working year after year.",
      },
    ] satisfies ProcessStep[],
  },
  strengths: {
    heading: "Our Strengths",
    intro: "Six reasons clients choose us, and stay with us.",
    items: [
      {
        icon: "badge-check",
        title: "Quality Priority",
        description: "Proven equipment, careful workmanship and thorough testing on every project, large or small.",
      },
      {
        icon: "pencil-ruler",
        title: "Customized Security",
        description: "Systems designed around your site, your risks and your way of working, never a one-size-fits-all kit.",
      },
      {
        icon: "puzzle",
        title: "Seamless Integration",
        description: "Cameras, access control, alarms and networks that work together as one system.",
      },
      {
        icon: "layers",
        title: "Diverse Range",
        description: "From CCTV and intercoms to attendance, networking and smart-home systems, all from one team.",
      },
      {
        icon: "cpu",
        title: "Cutting Edge Technology",
        description: "AI video analytics, biometrics and cloud management, chosen where they add real value.",
      },
      {
        icon: "sparkles",
        title: "Constant Innovation",
        description: "We keep testing new technology so your system stays current as threats and tools change.",
      },
    ] satisfies IconCard[],
  },
  /** Under the introduction: a quote button and a call link to the configured phone number. */
  cta: {
    quoteLabel: "Get a Free Quote",
    /** Followed by the configured phone number. */
    callLabel: "Call",
  },
};

export const aboutLeadership = {
  intro: {
    heading: "Leadership Built on Experience",
    text: "Our leaders bring together experience in security engineering, technology and operations, and lead a team of {teamSize}+ engineers, technicians and support staff.",
  },
  stats: [
    { value: "50+", label: "Years Combined Experience" },
    { value: "15+", label: "Professional Certifications" },
    { value: "100%", label: "Committed to Your Security" },
  ] satisfies Stat[],
  executives: {
    heading: "Executive Team",
    members: [
      {
        role: "Chief Executive Officer & Founder",
        responsibility: "Sets the company's direction and makes sure every project keeps the promise we make to our clients.",
      },
      {
        role: "Chief Technology Officer",
        responsibility:
          "Chooses and tests the technology we install, and leads system design across surveillance, access control and networks.",
      },
      {
        role: "VP of Operations",
        responsibility: "Runs installation, support and maintenance teams so projects finish on time and systems keep working.",
      },
    ] satisfies TeamMember[],
  },
  departments: {
    heading: "Department Heads",
    members: [
      {
        role: "Head of Sales",
        responsibility: "Guides clients from the first enquiry to a proposal that fits their site and budget.",
      },
      { role: "Head of Engineering", responsibility: "Leads the engineers who design, install and commission every system." },
      {
        role: "Head of Customer Success",
        responsibility: "Looks after clients after handover: training, support requests and maintenance plans.",
      },
      {
        role: "Head of Quality Assurance",
        responsibility: "Sets the testing standards every installation must pass before handover.",
      },
    ] satisfies TeamMember[],
  },
  commitment: {
    heading: "Our Commitment",
    items: [
      { icon: "handshake", title: "Client First", description: "Honest advice and the system you need, not the most expensive one." },
      {
        icon: "badge-check",
        title: "Engineering Excellence",
        description: "Careful design, clean installation and thorough testing on every project.",
      },
      {
        icon: "shield-check",
        title: "Integrity & Privacy",
        description: "We treat your site, your data and your footage with complete discretion.",
      },
    ] satisfies IconCard[],
  },
};

export const aboutAwards = {
  awards: {
    heading: "Awards",
    intro: "Recognition for the quality of our work and the service behind it.",
    items: [
      {
        title: "Excellence in Security Integration",
        year: 2023,
        description: "For integrated surveillance and access control projects delivered for commercial clients.",
      },
      {
        title: "Smart Security Solution of the Year",
        year: 2022,
        description: "For AI-powered surveillance that turns cameras into an active security system.",
      },
      {
        title: "Customer Service Excellence",
        year: 2022,
        description: "For responsive support and maintenance after installation.",
      },
    ] satisfies Award[],
  },
  certifications: {
    heading: "Certifications & Partnerships",
    intro: "The standards we work to and the technology partners we work with.",
    items: [
      {
        icon: "shield-check",
        title: "ISO 27001 Certified",
        description: "Information security management: how we handle client data, designs and access to systems.",
      },
      {
        icon: "lock",
        title: "GDPR Compliant",
        description: "Data protection practices that meet the GDPR standard for recordings and personal data.",
      },
      {
        icon: "cctv",
        title: "Surveillance Technology Partners",
        description: "Partnerships with camera and video management manufacturers for supply, training and support.",
      },
      {
        icon: "fingerprint",
        title: "Access Control Partners",
        description: "Partnerships with access control and biometric manufacturers for certified installation.",
      },
      {
        icon: "network",
        title: "Networking Partners",
        description: "Partnerships with network equipment vendors for switching, routing and Wi-Fi.",
      },
      {
        icon: "rocket",
        title: "Vision 2030 Aligned",
        description: "Our work supports the Kingdom's smart-city and digital transformation goals.",
      },
    ] satisfies IconCard[],
  },
};

export const aboutHowItWorks = {
  steps: {
    heading: "Five Steps to a Secure Site",
    intro: "A clear process, with one team responsible from the first call to ongoing support.",
    items: [
      {
        step: 1,
        icon: "headset",
        title: "Consultation",
        description: "A free conversation about what you want to protect, your concerns and your budget.",
        details: ["Needs and risk discussion", "Budget and timeline", "Initial recommendations", "No obligation"],
      },
      {
        step: 2,
        icon: "search",
        title: "Site Survey & Analysis",
        description: "Our engineers visit your site and design the system around what they find.",
        details: ["On-site inspection", "Vulnerability assessment", "Device placement plan", "Detailed proposal and quote"],
      },
      {
        step: 3,
        icon: "wrench",
        title: "Professional Installation",
        description: "Our own technicians install every device with neat cabling and minimum disruption.",
        details: ["Experienced technicians", "Neat, labelled cabling", "Work planned around your hours", "Full configuration"],
      },
      {
        step: 4,
        icon: "clipboard-check",
        title: "Testing & Handover",
        description: "We test everything against the design, then hand over a system your team knows how to use.",
        details: ["Complete system testing", "User training", "Documentation and drawings", "Formal handover"],
      },
      {
        step: 5,
        icon: "life-buoy",
        title: "Ongoing Support",
        description: "We stay with you after handover, with support and maintenance whenever you need it.",
        details: ["24/7 technical support", "Preventive maintenance", "Remote assistance", "Upgrades and expansion"],
      },
    ] satisfies ProcessStep[],
  },
  timeline: {
    heading: "Project Timeline",
    summary: "Most installations take 2–4 weeks",
    intro: "Every site is different, but most projects follow this rhythm from first call to handover.",
    phases: [
      { label: "Consultation & Survey", duration: "1–2 days" },
      { label: "System Design", duration: "3–5 days" },
      { label: "Installation", duration: "1–2 weeks" },
      { label: "Support", duration: "Ongoing" },
    ] satisfies TimelinePhase[],
  },
};
