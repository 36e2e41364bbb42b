// The FAQs page (/resources/faqs). Every answer rests on a fact the spec states (SPEC §2, §9):
// business hours, response times, installation times, warranties, prices, and the quote promise.

export interface Faq {
  /** Stable anchor for the question (`/resources/faqs#<id>`). */
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  heading: string;
  items: Faq[];
}

export const faqIntro = {
  heading: "Frequently Asked Questions",
  text: "Quick answers about our support hours, installations, warranties and quotes. If your question is not here, our team is happy to help.",
  contactLabel: "Ask Our Team",
};

export const faqGroups: FaqGroup[] = [
  {
    id: "support",
    heading: "Support & Response Times",
    items: [
      {
        id: "business-hours",
        question: "What are your business hours?",
        answer: "Our team is available Sunday to Thursday, 8AM-6PM, and Saturday, 9AM-3PM (Riyadh time).",
      },
      {
        id: "response-time",
        question: "How quickly will you respond to my enquiry?",
        answer: "We respond within 2 hours during business hours.",
      },
      {
        id: "emergency-response",
        question: "What happens in an emergency?",
        answer:
          "For emergencies affecting an installed system, our emergency response is within 15 minutes. Every system we quote includes 24/7 technical support.",
      },
    ],
  },
  {
    id: "installation",
    heading: "Installation",
    items: [
      {
        id: "installation-time",
        question: "How long does an installation take?",
        answer:
          "Most installations take 2–4 weeks from first contact to handover: 1–2 days for consultation and site survey, 3–5 days for system design, and 1–2 weeks for installation, followed by ongoing support.",
      },
      {
        id: "surveillance-installation-time",
        question: "How fast can you install a surveillance system?",
        answer: "Our Smart Surveillance System is installed in 24–48 hours once the design is agreed.",
      },
      {
        id: "process",
        question: "What does the installation process look like?",
        answer:
          "Five steps: a consultation, a site survey and analysis, professional installation by our own technicians, testing and handover with training for your team, and ongoing support afterwards.",
      },
    ],
  },
  {
    id: "warranty",
    heading: "Warranties",
    items: [
      {
        id: "standard-warranty",
        question: "What warranty do your systems come with?",
        answer:
          "Every system we quote includes a 1-year installation warranty (workmanship, cabling and configuration) as standard. Some systems carry longer cover: our Access Control System a 3-year equipment warranty (repair or replacement of faulty devices), and our Smart Surveillance System a 5-year package warranty (equipment, installation and repair visits).",
      },
      {
        id: "attendance-warranty",
        question: "What warranty comes with the attendance management packages?",
        answer:
          "It depends on the package: Basic includes a 1-year installation warranty, Professional a 3-year equipment warranty, and Enterprise a 5-year package warranty covering equipment, installation and repair visits.",
      },
    ],
  },
  {
    id: "quotes",
    heading: "Quotes & Pricing",
    items: [
      {
        id: "quote-response",
        question: "How soon will I receive my quote?",
        answer: "Our team will contact you within 24 hours of your quote request.",
      },
      {
        id: "quote-includes",
        question: "What does a quote include?",
        answer:
          "Every quote includes professional installation, a 1-year warranty on the installation (workmanship, cabling and configuration), 24/7 technical support and system training for your team.",
      },
      {
        id: "camera-prices",
        question: "How much do security cameras cost?",
        answer:
          "Camera prices, before 15% VAT, start from SAR 933.75 ($249) for bullet cameras, SAR 1,121.25 ($299) for dome cameras, SAR 3,371.25 ($899) for PTZ cameras and SAR 746.25 ($199) for wireless cameras. Your quote covers the complete system for your site.",
      },
      {
        id: "attendance-prices",
        question: "How much does an attendance management system cost?",
        answer:
          "Packages are priced per device, before 15% VAT: Basic SAR 1,121.25 ($299), Professional SAR 2,246.25 ($599, our most popular) and Enterprise SAR 3,746.25 ($999). The right package depends on the number of employees and the features you need.",
      },
    ],
  },
];

export const allFaqs: Faq[] = faqGroups.flatMap((group) => group.items);
