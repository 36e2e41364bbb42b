// The twelve service pages (SPEC §2): one record each, rendered by one template (routes/service.tsx).
// Figures and prices are the spec's own (SPEC §9). The nine services the spec leaves as "Coming soon"
// get pages in the same structure, with no prices, certifications, statistics or client names of their own
// (docs/decisions/011-service-and-industry-content.md).
import { serviceIndexEntry, servicePath } from "./service-index";
import type { IconName } from "./icons";
import type { IconCard, ImageSlot, Stat } from "./types";
import { warranties } from "./warranties";

export interface ServicePackage {
  name: string;
  /** In US dollars (SPEC §9), before VAT; shown in riyals first (app/content/prices.ts). */
  price: number;
  period: string;
  features: string[];
  popular?: boolean;
}

export interface CameraType {
  icon: IconName;
  type: string;
  description: string;
  /** The "from" price in US dollars (SPEC §9), before VAT; shown in riyals first (app/content/prices.ts). */
  priceFrom: number;
}

export interface Specification {
  label: string;
  value: string;
}

export interface ServedIndustry {
  label: string;
  /** Slug of the matching industry page, when there is one. */
  industry?: string;
}

interface SectionText {
  heading: string;
  intro?: string;
}

export interface ServiceRecord {
  slug: string;
  title: string;
  /** Shorter label for menus and breadcrumbs. */
  navLabel: string;
  subtitle: string;
  description: string;
  /** Opening section beside the hero image: what the service is and who it is for. */
  overview: { eyebrow: string; heading: string; paragraphs: string[]; image: ImageSlot };
  /** Labels of the two buttons: the quote request for this service, and the contact page. */
  cta: { quote: string; contact: string };
  /** Headline figures from the spec; only the three detailed services have them. */
  /** Headline figures: "99.9%" over "Accuracy". */
  claims?: Stat[];
  features: SectionText & { items: IconCard[] };
  /** Access control: the four credential methods. */
  methods?: SectionText & { items: IconCard[] };
  /** Smart surveillance: camera types with prices. */
  cameraTypes?: SectionText & { items: CameraType[] };
  /** Attendance: the priced packages. */
  packages?: SectionText & { items: ServicePackage[] };
  specifications?: SectionText & { items: Specification[] };
  industriesServed?: SectionText & { items: ServedIndustry[] };
  benefits: SectionText & { items: string[] };
}

/** Interface words of the service template. */
export const serviceLabels = {
  claimsHeading: "At a Glance",
  priceFrom: "From",
  popular: "Most Popular",
  /** {name}: the package's. */
  choosePackage: "Choose {name}",
  /** schema.org areaServed of every service. */
  areaServed: "Saudi Arabia",
};

const talkToExpert = "Talk to an Expert";

export const services: ServiceRecord[] = [
  {
    ...serviceIndexEntry("landline-telephone"),
    overview: {
      eyebrow: "Business Voice",
      heading: "Business Telephone Systems That Simply Work",
      paragraphs: [
        "A clear, dependable phone line is still the first thing many clients, patients and guests rely on. We design and install IP and hybrid telephone systems that bring your landlines, desk phones and mobiles together under one business number plan.",
        "From the reception console to the door phone and the emergency line, our engineers cable, configure and support the whole system, and run it over the same structured network as your security devices.",
      ],
      image: { topic: "office IP telephone system at a reception desk", alt: "IP desk phones and a reception console in a modern office" },
    },
    cta: { quote: "Get Telephone System Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "A complete voice system, planned around how your teams actually take calls.",
      items: [
        {
          icon: "server",
          title: "IP Telephone Exchanges",
          description: "Modern IP PBX systems, on site or hosted, that grow from a single office to several branches.",
        },
        {
          icon: "phone",
          title: "Desk & Reception Phones",
          description: "Handsets, conference phones and reception consoles that show who is calling and where to transfer them.",
        },
        {
          icon: "workflow",
          title: "Call Routing & Auto-Attendant",
          description: "Greeting menus, ring groups and time-of-day rules so every call reaches the right person.",
        },
        {
          icon: "voicemail",
          title: "Voicemail & Call Recording",
          description: "Voicemail to email and call recording for quality, training and records.",
        },
        {
          icon: "smartphone",
          title: "Mobile Extensions",
          description: "Take office calls on your mobile and keep your business number when you are away from the desk.",
        },
        {
          icon: "door-open",
          title: "Door Phone Integration",
          description: "Answer the gate or door intercom from any office phone and release the door with a key press.",
        },
      ],
    },
    benefits: {
      heading: "Why Businesses Choose Our Telephone Systems",
      items: [
        "One number plan across floors, buildings and branches",
        "Calls answered and transferred without lost callers",
        "Lower call costs between your own sites",
        "One structured network for voice, data and security",
        "Installed, configured and supported by our own engineers",
      ],
    },
  },
  {
    ...serviceIndexEntry("attendance-management"),
    overview: {
      eyebrow: "Time & Attendance",
      heading: "Accurate Attendance, Effortless Payroll",
      paragraphs: [
        "Our biometric attendance system records every check-in and check-out by fingerprint or face, so paper timesheets and buddy punching are a thing of the past. Records flow straight into reports and payroll, for one site or for many branches.",
        "We supply, install and configure the terminals, connect them to your HR and payroll software, and train your team to run them.",
      ],
      image: {
        topic: "biometric attendance terminal with fingerprint and face recognition at an office entrance",
        alt: "A biometric attendance terminal with fingerprint reader and face recognition camera",
      },
    },
    cta: { quote: "Get Attendance System Quote", contact: talkToExpert },
    claims: [
      { value: "99.9%", label: "Accuracy" },
      { value: "Up to 15%", label: "Cost Reduction" },
      { value: "50K+", label: "Employees Tracked" },
    ],
    features: {
      heading: "Key Features",
      intro: "Everything you need to know who worked, when and where.",
      items: [
        {
          icon: "fingerprint",
          title: "Biometric Recognition",
          description: "Fingerprint and face recognition that identify each employee in a moment and cannot be shared.",
        },
        { icon: "clock", title: "Real-Time Tracking", description: "See who is on site, who is late and who is absent, as it happens." },
        {
          icon: "calendar-clock",
          title: "Shift & Roster Management",
          description: "Plan shifts, rotations, overtime and leave, and apply the right rules to each team.",
        },
        {
          icon: "chart",
          title: "Analytics & Reports",
          description: "Daily, weekly and monthly reports on hours, lateness and overtime, ready to export.",
        },
        {
          icon: "banknote",
          title: "Payroll Integration",
          description: "Approved hours go straight to your payroll and HR systems, without retyping.",
        },
        {
          icon: "building",
          title: "Multi-Branch Management",
          description: "Manage terminals and employees across every branch from one central system.",
        },
      ],
    },
    packages: {
      heading: "Choose Your Package",
      intro:
        "Prices are per device, in Saudi riyals with the US dollar list price in brackets, before 15% VAT (the price with VAT is shown under each).",
      items: [
        {
          name: "Basic",
          price: 299,
          period: "per device",
          features: ["Fingerprint Scanner", "Basic Reporting", "Up to 1,000 Employees", "Email Support", warranties.installation],
        },
        {
          name: "Professional",
          price: 599,
          period: "per device",
          popular: true,
          features: [
            "Fingerprint + Face Recognition",
            "Advanced Analytics",
            "Up to 5,000 Employees",
            "Mobile App",
            "Priority Support",
            warranties.equipment,
          ],
        },
        {
          name: "Enterprise",
          price: 999,
          period: "per device",
          features: [
            "Multi-Biometric",
            "Custom Integrations",
            "Unlimited Employees",
            "24/7 Support",
            "On-site Installation",
            warranties.package,
          ],
        },
      ],
    },
    benefits: {
      heading: "Benefits for Your Business",
      items: [
        "No more buddy punching or manual timesheets",
        "Fewer payroll errors and better control of overtime",
        "A live view of who is at work, at every branch",
        "Clear records for HR reviews and audits",
        "Touch-free face recognition where hygiene matters",
      ],
    },
  },
  {
    ...serviceIndexEntry("dashcam-protection"),
    overview: {
      eyebrow: "Vehicle Security",
      heading: "Clear Evidence from Every Journey",
      paragraphs: [
        "When something happens on the road, a clear recording settles the question. We fit dashcam systems to company cars, vans, trucks and buses, recording the road ahead, the road behind and, where you choose, the cabin.",
        "For fleets, recordings and vehicle positions come together in one dashboard, so managers can review incidents and support their drivers without leaving the office.",
      ],
      image: {
        topic: "dashcam mounted on the windshield of a delivery truck",
        alt: "A dashcam mounted behind the windshield of a fleet vehicle",
      },
    },
    cta: { quote: "Get Dashcam Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "Cameras and software sized for a single car or a whole fleet.",
      items: [
        {
          icon: "video",
          title: "Front & Rear Recording",
          description: "High-definition cameras that record the road ahead and behind, by day and at night.",
        },
        { icon: "map-pin", title: "GPS & Speed Logging", description: "Every recording is stamped with location, time and speed." },
        {
          icon: "shield-alert",
          title: "Collision Detection",
          description: "A sudden impact saves and locks the clip so it can never be recorded over.",
        },
        {
          icon: "eye",
          title: "Driver Behaviour Alerts",
          description: "Warnings for harsh braking, speeding and signs of distraction, with the clip attached.",
        },
        {
          icon: "radar",
          title: "Fleet Dashboard",
          description: "Vehicle positions, events and recordings for the whole fleet in one place.",
        },
        {
          icon: "car",
          title: "Parking Mode",
          description: "The camera keeps watch over the parked vehicle and records any knock or damage.",
        },
      ],
    },
    benefits: {
      heading: "Why Fit Dashcams",
      items: [
        "Clear evidence for insurance claims and disputes",
        "Protection for your drivers against false accusations",
        "Safer driving habits across the fleet",
        "Faster incident reviews, without site visits",
        "Neat installation with hidden wiring",
      ],
    },
  },
  {
    ...serviceIndexEntry("automated-entrance"),
    overview: {
      eyebrow: "Gates & Doors",
      heading: "Smooth, Secure Entry for People and Vehicles",
      paragraphs: [
        "An entrance should open without delay for the people who belong and stay firmly shut for everyone else. We install automatic gates, barriers, doors and turnstiles and connect them to access control, so the entrance decides who passes.",
        "Each entrance is designed for its traffic and its climate, with safety sensors, manual release and battery backup so it keeps working through a power cut.",
      ],
      image: {
        topic: "automatic sliding gate at a residential compound entrance",
        alt: "An automatic sliding gate and barrier at a compound entrance",
      },
    },
    cta: { quote: "Get Automated Entrance Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "Entrances for villas, compounds, offices, car parks and industrial sites.",
      items: [
        {
          icon: "fence",
          title: "Automatic Gates",
          description: "Sliding and swing gates with heavy-duty motors for villas, compounds and industrial yards.",
        },
        {
          icon: "car",
          title: "Boom Barriers",
          description: "Fast barriers for car parks and checkpoints, controlled by card, remote or number plate.",
        },
        {
          icon: "door-open",
          title: "Automatic Doors",
          description: "Sliding and swing doors for lobbies, clinics and shops, easy for every visitor to use.",
        },
        {
          icon: "users",
          title: "Turnstiles & Speed Gates",
          description: "One person per credential at staff and visitor entrances, in lobby-friendly designs.",
        },
        {
          icon: "key",
          title: "Access Control Integration",
          description: "Open by card, fingerprint, mobile, remote or plate recognition, with every entry logged.",
        },
        {
          icon: "shield-check",
          title: "Safety Sensors & Backup",
          description: "Obstacle detection, manual release and battery backup for safe, reliable operation.",
        },
      ],
    },
    benefits: {
      heading: "Benefits of an Automated Entrance",
      items: [
        "Only authorised people and vehicles get through",
        "Smooth traffic at busy times of the day",
        "Guards free to focus on security rather than opening gates",
        "Easy access for wheelchair users and visitors with luggage",
        "A complete record of who came and went",
      ],
    },
  },
  {
    ...serviceIndexEntry("parking-security"),
    overview: {
      eyebrow: "Car Park Security",
      heading: "Safer Car Parks, Smoother Traffic",
      paragraphs: [
        "Car parks and garages are often the first and last place visitors see, and among the hardest to watch. We combine cameras, number plate recognition and vehicle access control so drivers feel safe and operators know which vehicles are inside.",
        "From a residential basement to a multi-level mall car park, we design coverage for every ramp, level and exit, and connect it to your control room.",
      ],
      image: {
        topic: "underground parking garage with security cameras and a barrier",
        alt: "An underground car park with ceiling cameras and an entry barrier",
      },
    },
    cta: { quote: "Get Parking Security Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "A complete picture of every vehicle, from entry to exit.",
      items: [
        {
          icon: "scan-eye",
          title: "Number Plate Recognition",
          description: "Cameras read plates at entrances and exits, open for registered vehicles and log the rest.",
        },
        {
          icon: "cctv",
          title: "Car Park Surveillance",
          description: "Coverage of ramps, levels, pay stations and lifts, with clear images in low light.",
        },
        {
          icon: "key",
          title: "Vehicle Access Control",
          description: "Barriers controlled by card, tag, plate or intercom for residents, staff and visitors.",
        },
        {
          icon: "bell-ring",
          title: "Emergency Help Points",
          description: "Call points on each level that connect drivers to the control room by voice and video.",
        },
        {
          icon: "square-parking",
          title: "Parking Guidance",
          description: "Indicators that show drivers where spaces are free, level by level.",
        },
      ],
    },
    benefits: {
      heading: "Benefits for Operators and Drivers",
      items: [
        "Drivers and visitors who feel safe on every level",
        "Recorded evidence for damage and theft claims",
        "Only registered vehicles in private car parks",
        "Less queuing at entrances and exits",
        "One control room view of the whole car park",
      ],
    },
  },
  {
    ...serviceIndexEntry("pos-payments"),
    overview: {
      eyebrow: "Retail Systems",
      heading: "Fast Checkout, Secure Payments",
      paragraphs: [
        "A checkout should be quick for the customer and clear for the owner. We supply and install point-of-sale systems for shops, cafés and restaurants, from the touchscreen terminal to the receipt printer, scanner and cash drawer.",
        "Because we also install CCTV, we can link each transaction to the camera over the till, so questions about a sale or a refund can be answered in minutes.",
      ],
      image: {
        topic: "retail point of sale terminal at a checkout counter",
        alt: "A touchscreen point-of-sale terminal with card reader at a shop counter",
      },
    },
    cta: { quote: "Get POS System Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "Checkout hardware and software set up for your shop floor.",
      items: [
        { icon: "receipt", title: "POS Terminals", description: "Touchscreen terminals with sales, returns and discounts in a few taps." },
        {
          icon: "credit-card",
          title: "Card & Contactless Payments",
          description: "Payment devices connected to the till, so amounts never need retyping.",
        },
        {
          icon: "chart",
          title: "Sales & Stock Reports",
          description: "Daily takings, best sellers and stock levels, by shift and by branch.",
        },
        {
          icon: "printer",
          title: "Printers, Scanners & Cash Drawers",
          description: "The full counter set-up, cabled neatly and tested before opening.",
        },
        {
          icon: "video",
          title: "Video-Linked Transactions",
          description: "Each sale shown beside the till camera's recording for fast checks.",
        },
        {
          icon: "building",
          title: "Multi-Branch Management",
          description: "Prices, products and reports for every branch from one place.",
        },
      ],
    },
    benefits: {
      heading: "Benefits for Your Store",
      items: [
        "Shorter queues at the counter",
        "Fewer mistakes when taking payment",
        "Clear records that deter till losses",
        "Stock and sales figures you can trust",
        "One team for your checkout and your security",
      ],
    },
  },
  {
    ...serviceIndexEntry("public-address"),
    overview: {
      eyebrow: "Sound & Voice Alarm",
      heading: "Be Heard Everywhere, Instantly",
      paragraphs: [
        "When you need to reach everyone on a site, whether for a routine notice or an evacuation, the message must be clear in every corridor, hall and car park. We design public address and voice alarm systems that are intelligible where it counts.",
        "Systems are zoned so each announcement reaches only the areas that need it, and linked to your fire alarm so evacuation messages start on their own.",
      ],
      image: {
        topic: "public address ceiling speakers in a shopping mall",
        alt: "Ceiling speakers of a public address system in a busy hall",
      },
    },
    cta: { quote: "Get Public Address Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "Sound systems for schools, malls, hospitals, mosques, offices and plants.",
      items: [
        {
          icon: "layers",
          title: "Zoned Announcements",
          description: "Speak to one floor, one building or the whole site from a single microphone.",
        },
        {
          icon: "siren",
          title: "Voice Evacuation",
          description: "Pre-recorded evacuation messages triggered by the fire alarm, zone by zone.",
        },
        {
          icon: "calendar-clock",
          title: "Scheduled Announcements & Bells",
          description: "School bells, shift changes and regular notices played on schedule.",
        },
        { icon: "mic", title: "Paging Microphones", description: "Desk and wall microphones for reception, security and management." },
        {
          icon: "music",
          title: "Background Music",
          description: "Even background sound in shops, lobbies and waiting areas, paused for announcements.",
        },
        {
          icon: "network",
          title: "IP Networked Audio",
          description: "Speakers and amplifiers over the network, managed and monitored centrally.",
        },
      ],
    },
    benefits: {
      heading: "Benefits of a Well-Designed System",
      items: [
        "Clear, intelligible speech in every zone",
        "Faster, calmer evacuations",
        "Routine announcements handled automatically",
        "One system for daily use and emergencies",
        "Faults reported before they are needed",
      ],
    },
  },
  {
    ...serviceIndexEntry("intruder-alarms"),
    overview: {
      eyebrow: "Alarm Systems",
      heading: "Detect Break-Ins Before They Become Losses",
      paragraphs: [
        "An intruder alarm is the fastest way to know that someone is where they should not be. We install wired and wireless alarm systems that detect entry at doors, windows and open spaces, sound a loud warning and alert you at once.",
        "Linked to your cameras, every alarm comes with a view of what triggered it, so you and your security team can respond with confidence rather than guesswork.",
      ],
      image: {
        topic: "intruder alarm keypad and motion sensor on an office wall",
        alt: "An alarm keypad and a motion detector mounted on a wall",
      },
    },
    cta: { quote: "Get Intruder Alarm Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "Layers of detection for homes, shops, offices and warehouses.",
      items: [
        {
          icon: "radar",
          title: "Motion Detectors",
          description: "Sensors that tell a person from a pet or a curtain moving in the air conditioning.",
        },
        { icon: "door-closed", title: "Door & Window Contacts", description: "Instant detection when a protected door or window opens." },
        { icon: "zap", title: "Glass-Break Sensors", description: "Detection of breaking glass before anyone steps inside." },
        { icon: "siren", title: "Sirens & Strobes", description: "Loud indoor and outdoor warnings that drive intruders away." },
        {
          icon: "smartphone",
          title: "Mobile Alerts & Remote Arming",
          description: "Alerts on your phone, and arming or disarming from anywhere.",
        },
        { icon: "cctv", title: "Video Verification", description: "Each alarm linked to the nearest camera so you can see what happened." },
      ],
    },
    benefits: {
      heading: "Benefits of an Intruder Alarm",
      items: [
        "Break-ins detected at the first door or window",
        "A strong deterrent that sends intruders away",
        "Alerts wherever you are",
        "Fewer false alarms with verified events",
        "Simple to use for every member of the family or team",
      ],
    },
  },
  {
    ...serviceIndexEntry("access-control"),
    overview: {
      eyebrow: "Access Control",
      heading: "Control Every Door, Know Every Entry",
      paragraphs: [
        "Keys get copied, lost and never returned. Our access control systems replace them with credentials you manage centrally: decide who may enter which door and when, and change it in seconds when people join, move or leave.",
        "Every entry is recorded, every door is monitored, and the system works hand in hand with your cameras, alarms and fire systems.",
      ],
      image: {
        topic: "biometric access control reader beside an office door",
        alt: "A biometric access control reader mounted beside a glass office door",
      },
    },
    cta: { quote: "Get Access Control Quote", contact: talkToExpert },
    methods: {
      heading: "Access Methods",
      intro: "Choose one credential or combine two for higher security.",
      items: [
        {
          icon: "fingerprint",
          title: "Biometric Access",
          description: "Fingerprint and face recognition: credentials that cannot be lent, lost or copied.",
        },
        {
          icon: "id-card",
          title: "Card-Based Access",
          description: "Proximity and smart cards for staff, contractors and visitors, cancelled at once if lost.",
        },
        {
          icon: "hash",
          title: "PIN & Code Access",
          description: "Keypad codes for simple doors, or as a second factor together with a card.",
        },
        { icon: "smartphone", title: "Mobile Access", description: "Phones become secure credentials, issued and revoked remotely." },
      ],
    },
    features: {
      heading: "System Features",
      intro: "One platform for every door, from a single office to a campus.",
      items: [
        { icon: "layers", title: "Central Management", description: "Users, doors and schedules managed from one secure console." },
        {
          icon: "calendar-clock",
          title: "Time Schedules",
          description: "Access by hour and day, with holiday calendars and shift patterns.",
        },
        { icon: "clipboard-list", title: "Audit Trail & Reports", description: "A complete record of every entry, refusal and alarm." },
        { icon: "puzzle", title: "Integration", description: "Linked with CCTV, intruder alarms, fire systems and attendance." },
        {
          icon: "user-check",
          title: "Visitor Management",
          description: "Pre-registered visitors, temporary passes and host notification.",
        },
        {
          icon: "lock",
          title: "Lockdown & Emergency Release",
          description: "Lock every door at once, or release them all for evacuation.",
        },
      ],
    },
    specifications: {
      heading: "Specifications",
      items: [
        { label: "User capacity", value: "Up to 100,000 users" },
        { label: "Doors", value: "Unlimited doors" },
        { label: "Response time", value: "Under 1 second" },
        { label: "Event backup", value: "100,000+ events" },
        { label: "Warranty", value: warranties.equipment },
      ],
    },
    industriesServed: {
      heading: "Industries We Serve",
      items: [
        { label: "Commercial Buildings", industry: "commercial-buildings" },
        { label: "Hospitals & Healthcare", industry: "hospital" },
        { label: "Schools & Universities", industry: "school-university" },
        { label: "Warehouses & Logistics", industry: "warehouse" },
        { label: "Manufacturing", industry: "manufacturing" },
        { label: "Shopping Malls & Retail", industry: "shopping-mall" },
        { label: "Residential Compounds" },
        { label: "Government Facilities" },
      ],
    },
    benefits: {
      heading: "Benefits of Access Control",
      items: [
        "No more lost keys or changed locks",
        "Access granted or withdrawn in seconds",
        "A full record of who entered where and when",
        "Sensitive rooms open only to the right people",
        "Doors that lock down or release in an emergency",
      ],
    },
  },
  {
    ...serviceIndexEntry("video-intercom"),
    overview: {
      eyebrow: "Door Entry",
      heading: "See Who Is at the Door Before You Open It",
      paragraphs: [
        "A video intercom lets you see and speak with visitors before anyone opens the door. We install door stations and indoor monitors for villas, apartment buildings and offices, with answering from your phone when you are away.",
        "Linked to your gate, door locks and access control, the intercom becomes the front door of your security system.",
      ],
      image: {
        topic: "video intercom door station at a villa entrance",
        alt: "A video intercom door station with camera beside a villa gate",
      },
    },
    cta: { quote: "Get Video Intercom Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "From a single villa gate to a tower with hundreds of apartments.",
      items: [
        {
          icon: "video",
          title: "HD Video Door Stations",
          description: "Weatherproof outdoor stations with wide-angle cameras and night vision.",
        },
        { icon: "house", title: "Indoor Monitors", description: "Touchscreen monitors to see, speak and open the door from inside." },
        {
          icon: "smartphone",
          title: "Mobile App Answering",
          description: "Answer visitors and open the gate from your phone, wherever you are.",
        },
        { icon: "door-open", title: "Door & Gate Release", description: "Release doors, gates and barriers directly from the call." },
        {
          icon: "building",
          title: "Multi-Apartment Systems",
          description: "Digital directories and guard stations for residential towers and compounds.",
        },
        { icon: "key", title: "Access Control Integration", description: "Residents enter by card or code at the same door station." },
      ],
    },
    benefits: {
      heading: "Benefits of a Video Intercom",
      items: [
        "Know who is at the door before you open it",
        "Let deliveries and guests in while you are away",
        "A record of visitors with snapshots",
        "Fewer unknown people inside the building",
        "One panel for calls and access at the entrance",
      ],
    },
  },
  {
    ...serviceIndexEntry("smart-network"),
    overview: {
      eyebrow: "Network Infrastructure",
      heading: "The Network Your Security Depends On",
      paragraphs: [
        "Cameras, access control, intercoms and phones all run on the network, so the network must be built for them. We design and install structured cabling, power-over-Ethernet switching, secure routing and Wi-Fi with security traffic in mind.",
        "Security devices are kept on their own protected segment, away from guest and office traffic, and the whole network is documented and monitored.",
      ],
      image: {
        topic: "network rack with PoE switches and structured cabling",
        alt: "A tidy network rack with PoE switches and labelled structured cabling",
      },
    },
    cta: { quote: "Get Network Quote", contact: talkToExpert },
    features: {
      heading: "What We Install",
      intro: "A complete, documented network from the rack to the last access point.",
      items: [
        { icon: "network", title: "Structured Cabling", description: "Copper and fibre cabling, labelled, tested and documented." },
        {
          icon: "zap",
          title: "PoE Switching",
          description: "Power-over-Ethernet switches that power cameras, readers and phones over one cable.",
        },
        {
          icon: "router",
          title: "Secure Routers & Firewalls",
          description: "Protected internet access and safe remote viewing of your systems.",
        },
        { icon: "wifi", title: "Enterprise Wi-Fi", description: "Seamless wireless coverage for offices, warehouses and campuses." },
        {
          icon: "shield-check",
          title: "Network Segmentation",
          description: "Security devices on their own protected network, away from guest traffic.",
        },
        {
          icon: "gauge",
          title: "Monitoring & Support",
          description: "Devices and links watched continuously, with faults reported early.",
        },
      ],
    },
    benefits: {
      heading: "Benefits of a Smart Network",
      items: [
        "Cameras and access control that stay online",
        "Fewer cables and power points with PoE",
        "Security systems protected from network threats",
        "Room to grow without rewiring",
        "Clear documentation for future changes",
      ],
    },
  },
  {
    ...serviceIndexEntry("smart-surveillance"),
    overview: {
      eyebrow: "AI-Powered CCTV",
      heading: "Cameras That Watch, Analyse and Alert",
      paragraphs: [
        "Traditional CCTV records what happened. Smart surveillance tells you while it is happening. Our AI-powered systems recognise people, vehicles and unusual behaviour, and alert your team the moment something needs attention.",
        "We survey your site, choose the right camera for every position, and install and configure the complete system, with live view on your phone and recordings kept safe.",
      ],
      image: {
        topic: "AI surveillance camera and security control room monitors",
        alt: "A security control room with live AI camera feeds on a video wall",
      },
    },
    cta: { quote: "Get Surveillance Quote", contact: talkToExpert },
    claims: [
      { value: "24–48 hours", label: "Installation" },
      { value: "5 years", label: "Package warranty: equipment, installation and repairs" },
    ],
    features: {
      heading: "Smart Features",
      intro: "Six capabilities that turn cameras into a security system.",
      items: [
        {
          icon: "brain",
          title: "AI Video Analytics",
          description: "Detection of people, vehicles, loitering and line crossing, with fewer false alarms.",
        },
        { icon: "scan-eye", title: "4K Ultra HD Video", description: "Sharp detail to identify faces and number plates." },
        { icon: "moon", title: "Night Vision", description: "Clear images in darkness with infrared and low-light sensors." },
        { icon: "smartphone", title: "Mobile Remote Viewing", description: "Live view and playback on your phone, wherever you are." },
        {
          icon: "bell-ring",
          title: "Real-Time Alerts",
          description: "Instant notifications with a snapshot when something needs attention.",
        },
        { icon: "cloud", title: "Secure Storage", description: "Encrypted recordings on site and in the cloud, with controlled access." },
      ],
    },
    cameraTypes: {
      heading: "Camera Types",
      intro: "The right camera for every position. Prices in Saudi riyals with the US dollar list price in brackets, before 15% VAT.",
      items: [
        {
          icon: "cctv",
          type: "Dome Cameras",
          description: "Discreet, vandal-resistant cameras for offices, shops and lobbies.",
          priceFrom: 299,
        },
        {
          icon: "video",
          type: "Bullet Cameras",
          description: "Long-range outdoor cameras for perimeters, car parks and entrances.",
          priceFrom: 249,
        },
        { icon: "target", type: "PTZ Cameras", description: "Pan, tilt and zoom to follow activity across large areas.", priceFrom: 899 },
        {
          icon: "wifi",
          type: "Wireless Cameras",
          description: "Flexible placement where cabling is difficult, for homes and small sites.",
          priceFrom: 199,
        },
      ],
    },
    benefits: {
      heading: "Benefits of Smart Surveillance",
      items: [
        "Incidents spotted as they happen, not after the fact",
        "Fewer false alarms thanks to AI filtering",
        "Clear evidence for police and insurance",
        "Your whole site on your phone",
        "Installation in 24–48 hours",
        warranties.package,
      ],
    },
  },
];

/** The service a page path belongs to; throws for any other path (the route table only sends service paths here). */
export function serviceByPath(path: string): ServiceRecord {
  const service = services.find((s) => servicePath(s) === path);
  if (!service) throw new Error(`No service at ${path}`);
  return service;
}
