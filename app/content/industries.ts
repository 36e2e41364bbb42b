// The eight industry pages (SPEC §2 "Industry pages"): one record each, rendered by one template (routes/industry.tsx).
// School, warehouse, manufacturing, commercial buildings and home surveillance follow the spec's highlights,
// challenges, solutions and technology points; the shopping mall its three technology points. Farms, hospital
// and the rest of the shopping mall are written in the same structure and voice
// (docs/decisions/011-service-and-industry-content.md).
import { industryIndexEntry, industryPath, type IndustryIndexEntry } from "./industry-index";
import type { IconCard, ImageSlot } from "./types";

export interface Challenge extends IconCard {
  /** Shown in the card's "Our Solution:" box. */
  solution: string;
}

export interface Solution extends IconCard {
  /** Exactly four (SPEC §9: each feature list has four entries). */
  features: string[];
}

export interface IndustryRecord extends IndustryIndexEntry {
  hero: {
    badge: string;
    headline: string;
    intro: string;
    /** Four highlight points. */
    highlights: string[];
    /** Labels of the two buttons: to the quote form, then to the contact page (SPEC table). */
    primaryCta: string;
    secondaryCta: string;
    image: ImageSlot;
  };
  challenges: { heading: string; intro: string; items: Challenge[] };
  solutions: { heading: string; intro: string; items: Solution[] };
  technology: {
    heading: string;
    intro: string;
    points: IconCard[];
    image: ImageSlot;
    /** Where the image sits on wide screens: "start" is the left in English (manufacturing). */
    imageSide: "start" | "end";
  };
}

/** Interface words of the industry template. */
export const industryLabels = {
  challengesEyebrow: "Challenges",
  ourSolution: "Our Solution:",
  solutionsEyebrow: "Solutions",
  technologyEyebrow: "Technology",
};

export const industries: IndustryRecord[] = [
  {
    ...industryIndexEntry("farms-agriculture"),
    hero: {
      badge: "Agricultural Security Specialists",
      headline: "Protect Your Land, Livestock and Harvest",
      intro:
        "Farms are large, remote and often unattended at night. We secure wide perimeters, barns, pump houses and machinery with cameras and sensors that work far from the mains, and send every alert straight to your phone.",
      highlights: ["24/7 Farm Monitoring", "Perimeter Protection", "Livestock & Equipment Security", "Remote Access from Anywhere"],
      primaryCta: "Get Farm Security Assessment",
      secondaryCta: "Schedule Site Survey",
      image: {
        topic: "farm perimeter security camera overlooking fields and a barn",
        alt: "A pole-mounted security camera overlooking farm fields and a barn",
      },
    },
    challenges: {
      heading: "Farm Security Challenges",
      intro: "Open land, valuable animals and machinery, and few people on site: farms face risks that city buildings do not.",
      items: [
        {
          icon: "fence",
          title: "Large, Remote Perimeters",
          description: "Long boundaries far from town are impossible to patrol on foot, and intruders can enter unseen.",
          solution: "Thermal and long-range cameras with perimeter analytics that alert you the moment someone crosses the line.",
        },
        {
          icon: "paw-print",
          title: "Livestock Protection",
          description: "Animals can be stolen, break out or fall ill overnight without anyone noticing until morning.",
          solution: "Night-vision cameras over pens and barns, so you can check on your animals from your phone at any hour.",
        },
        {
          icon: "tractor",
          title: "Equipment & Fuel Theft",
          description: "Tractors, pumps, tools and fuel stored in the open are easy targets, and costly to replace at harvest time.",
          solution: "Intruder alarms on sheds and stores, and cameras covering machinery yards and fuel tanks.",
        },
        {
          icon: "sun",
          title: "Limited Power & Connectivity",
          description: "Many parts of a farm have no mains power or wired internet where cameras are needed most.",
          solution: "Solar-powered camera units with mobile-network links and local recording, reaching the far corners of your land.",
        },
      ],
    },
    solutions: {
      heading: "Farm Security Solutions",
      intro: "Systems built for open ground, heat and dust, and long distances.",
      items: [
        {
          icon: "cctv",
          title: "Perimeter Surveillance",
          description: "Watch boundaries, gates and access roads day and night.",
          features: [
            "Thermal cameras for night detection",
            "Long-range PTZ coverage",
            "Line-crossing alerts",
            "Floodlight and siren deterrence",
          ],
        },
        {
          icon: "paw-print",
          title: "Livestock Monitoring",
          description: "Keep an eye on animals without a walk to the barn.",
          features: [
            "Night-vision cameras over pens and barns",
            "Live view on your phone",
            "Gate-open alerts",
            "Recordings to review incidents",
          ],
        },
        {
          icon: "warehouse",
          title: "Equipment & Storage Security",
          description: "Protect machinery, tools, feed and fuel.",
          features: ["Alarms on sheds and stores", "Fuel tank monitoring", "Machinery yard cameras", "Access control for stores"],
        },
        {
          icon: "sun",
          title: "Off-Grid Power & Connectivity",
          description: "Security where there is no cable to plug into.",
          features: ["Solar-powered camera units", "Mobile-network and wireless links", "Local recording backup", "Low-power sensors"],
        },
      ],
    },
    technology: {
      heading: "Technology for Open Land",
      intro: "Detection that works in darkness and across distance, with alerts you can trust.",
      points: [
        {
          icon: "thermometer",
          title: "Thermal Imaging",
          description:
            "Thermal cameras detect people and vehicles by their heat, in total darkness and across open ground where ordinary cameras see little.",
        },
        {
          icon: "smartphone",
          title: "Remote Farm Management",
          description: "One app shows every camera and alarm on the farm, whether you are in the farmhouse or in the city.",
        },
        {
          icon: "brain",
          title: "Smart Alerts",
          description:
            "Analytics tell people and vehicles apart from animals and swaying crops, so an alert means something needs your attention.",
        },
      ],
      image: { topic: "thermal camera monitoring a farm at night", alt: "A thermal camera view of a farm perimeter at night" },
      imageSide: "end",
    },
  },
  {
    ...industryIndexEntry("hospital"),
    hero: {
      badge: "Healthcare Security Specialists",
      headline: "Safe Care for Patients, Staff and Visitors",
      intro:
        "Hospitals and clinics are open to the public day and night, yet hold medicines, records and vulnerable patients. We protect entrances, public areas and restricted zones while respecting patient privacy: in line with Saudi regulations, we never place cameras in examination rooms, inpatient rooms, changing rooms or toilets.",
      highlights: [
        "24/7 Facility Protection",
        "Patient Privacy Respected",
        "Controlled Access to Sensitive Areas",
        "Rapid Emergency Response",
      ],
      primaryCta: "Get Healthcare Security Assessment",
      secondaryCta: "Schedule Consultation",
      image: { topic: "hospital corridor security camera", alt: "A ceiling camera in a bright hospital corridor" },
    },
    challenges: {
      heading: "Healthcare Security Challenges",
      intro: "A hospital must stay open and welcoming while protecting the people and things inside it.",
      items: [
        {
          icon: "door-open",
          title: "Open Public Access",
          description: "Emergency departments, clinics and wards receive visitors around the clock, which makes unwanted entry easy.",
          solution: "Cameras at entrances, corridors and waiting areas, and visitor management at reception.",
        },
        {
          icon: "pill",
          title: "Medicines & Restricted Areas",
          description: "Pharmacies, drug stores, laboratories and record rooms must be open only to authorised staff.",
          solution: "Card and biometric access with an audit trail on every door to pharmacies, laboratories and records.",
        },
        {
          icon: "shield-alert",
          title: "Staff Safety",
          description: "Staff in emergency departments and on night shifts can face aggression and need help quickly.",
          solution: "Panic buttons and duress alarms linked to the security room, with live video of the public area concerned.",
        },
        {
          icon: "eye-off",
          title: "Patient Privacy",
          description:
            "Saudi regulations forbid cameras in examination rooms, inpatient rooms, changing rooms and toilets, and patients rightly expect dignity.",
          solution:
            "Coverage designed around privacy: cameras only in public and circulation areas, privacy masking, and strictly controlled access to footage.",
        },
      ],
    },
    solutions: {
      heading: "Healthcare Security Solutions",
      intro: "Security that supports care instead of getting in its way.",
      items: [
        {
          icon: "cctv",
          title: "Public Area Surveillance",
          description: "Cameras where they help, and nowhere they intrude.",
          features: [
            "Entrances, corridors and waiting areas only",
            "Privacy masking near care areas",
            "Emergency department coverage",
            "Car park and perimeter cameras",
          ],
        },
        {
          icon: "key",
          title: "Access Control for Sensitive Areas",
          description: "The right doors open for the right roles.",
          features: [
            "Pharmacy and drug store access",
            "Laboratory and record room control",
            "Staff-only zones by role",
            "Full audit trail",
          ],
        },
        {
          icon: "heart-pulse",
          title: "Staff & Patient Safety",
          description: "Help arrives fast when it is needed.",
          features: [
            "Staff panic buttons",
            "Duress alarms for night shifts",
            "Maternity ward exit alerts",
            "Public address for emergency codes",
          ],
        },
        {
          icon: "id-card",
          title: "Visitor Management",
          description: "Know who is visiting, and where.",
          features: ["Registration at reception", "Visitor badges by ward", "Visiting hours control", "Contractor sign-in"],
        },
      ],
    },
    technology: {
      heading: "Technology That Respects Privacy",
      intro: "Healthcare security is as much about what a system must not see as about what it watches.",
      points: [
        {
          icon: "eye-off",
          title: "Privacy by Design",
          description:
            "Every camera position is checked against Saudi privacy rules: none in examination rooms, inpatient rooms, changing rooms or toilets. Masking hides what a view must not show, and every playback is logged.",
        },
        {
          icon: "siren",
          title: "Integrated Emergency Response",
          description:
            "Panic alarms, fire alarms and public address work together, so an alert opens the nearest public-area camera and reaches the security team at once.",
        },
        {
          icon: "user-check",
          title: "Role-Based Access Management",
          description:
            "Access for doctors, nurses, pharmacists and contractors set by role, and changed centrally when shifts or staff change.",
        },
      ],
      image: {
        topic: "hospital security control room with access control screens",
        alt: "A hospital security room with access control and camera screens",
      },
      imageSide: "end",
    },
  },
  {
    ...industryIndexEntry("shopping-mall"),
    hero: {
      badge: "Retail Security Specialists",
      headline: "Safe, Welcoming Shopping with Less Loss",
      intro:
        "Malls and stores must feel open and friendly while protecting stock, takings and crowds. We bring loss prevention, crowd monitoring and store security together on one platform for mall operators and retailers.",
      highlights: ["24/7 Mall Monitoring", "AI Loss Prevention", "Crowd & Footfall Analytics", "Rapid Incident Response"],
      primaryCta: "Get Retail Security Assessment",
      secondaryCta: "Schedule Site Survey",
      image: { topic: "shopping mall atrium with security cameras", alt: "A bright shopping mall atrium watched by dome cameras" },
    },
    challenges: {
      heading: "Retail Security Challenges",
      intro: "Busy, open spaces with valuable goods and many people: the mall is a demanding place to secure.",
      items: [
        {
          icon: "shopping-bag",
          title: "Shoplifting & Stock Loss",
          description: "Theft from shelves, at checkouts and from stockrooms eats into every store's margins.",
          solution:
            "AI loss prevention that flags suspicious behaviour at shelves and checkouts, with video linked to each till transaction.",
        },
        {
          icon: "users",
          title: "Crowd Safety",
          description: "Weekends, holidays and Ramadan evenings bring dense crowds to corridors, escalators and food courts.",
          solution: "Footfall counting and crowd-density alerts, so security staff can act before an area becomes unsafe.",
        },
        {
          icon: "square-parking",
          title: "Car Park Safety",
          description: "Large car parks are hard to watch, and an incident there reflects on the whole mall.",
          solution: "Car park cameras with number plate recognition, and help points that connect drivers to the control room.",
        },
        {
          icon: "moon",
          title: "After-Hours Protection",
          description: "Once shoppers leave, shops, service corridors and loading bays still need protecting.",
          solution: "Intruder alarms, scheduled tenant access and control room support for night patrols.",
        },
      ],
    },
    solutions: {
      heading: "Retail Security Solutions",
      intro: "Protection for the whole mall and for each store within it.",
      items: [
        {
          icon: "scan-eye",
          title: "Loss Prevention",
          description: "Stop losses before they add up.",
          features: ["AI behaviour analytics", "Till-linked video", "Exit detection gates", "Evidence export for investigations"],
        },
        {
          icon: "cctv",
          title: "Mall-Wide Surveillance",
          description: "Every entrance, corridor and level, from one control room.",
          features: [
            "Entrances, corridors and food courts",
            "Central control room",
            "PTZ cameras for large atriums",
            "Number plate recognition in car parks",
          ],
        },
        {
          icon: "chart",
          title: "Customer Flow Analytics",
          description: "Understand how shoppers move through the mall.",
          features: ["Footfall counting", "Heat mapping", "Queue monitoring", "Occupancy reports"],
        },
        {
          icon: "key",
          title: "Tenant & Access Management",
          description: "Control back-of-house areas without slowing anyone down.",
          features: ["Tenant access cards", "Service corridor control", "Loading bay access", "Scheduled opening and closing"],
        },
      ],
    },
    technology: {
      heading: "Retail Intelligence Technology",
      intro: "The same cameras that protect the mall help you run it better.",
      points: [
        {
          icon: "brain",
          title: "AI-Powered Loss Prevention",
          description:
            "Analytics learn normal behaviour at shelves and checkouts and alert staff to concealment and unusual patterns as they happen.",
        },
        {
          icon: "chart",
          title: "Customer Flow Analytics with Heat Mapping",
          description: "See where shoppers go, where they stop and where queues form, to plan staffing, layouts and tenant mix.",
        },
        {
          icon: "layers",
          title: "Integrated Platform",
          description:
            "Video, access control and alarms on one platform, so an alarm opens the right camera and every event sits on one timeline.",
        },
      ],
      image: {
        topic: "retail analytics heat map dashboard for a shopping mall",
        alt: "A dashboard showing a footfall heat map of a shopping mall floor",
      },
      imageSide: "end",
    },
  },
  {
    ...industryIndexEntry("school-university"),
    hero: {
      badge: "Educational Security Experts",
      headline: "Protecting Every Student, Every Classroom, Every Day",
      intro:
        "From primary schools to university campuses, we design security that keeps learning environments open and welcoming while stopping threats at the gate. Surveillance, ID-based access and emergency communication work as one system, run by your own staff.",
      highlights: ["24/7 Campus Protection", "Rapid Emergency Response", "Student Safety Assurance", "Comprehensive Access Control"],
      primaryCta: "Get Campus Security Assessment",
      secondaryCta: "Emergency Consultation",
      image: {
        topic: "university campus entrance with security cameras and access gates",
        alt: "A university campus entrance with access gates and security cameras",
      },
    },
    challenges: {
      heading: "Campus Security Challenges",
      intro: "Schools and universities must protect large numbers of young people across open, busy sites.",
      items: [
        {
          icon: "users",
          title: "Student Safety",
          description:
            "Hundreds or thousands of students move between buildings, playgrounds and car parks every day, and staff cannot watch every corridor.",
          solution: "Campus-wide cameras with AI alerts for loitering, crowding and unauthorised entry, monitored from one control room.",
        },
        {
          icon: "door-closed",
          title: "Controlled Campus Access",
          description: "Open gates and shared entrances let unknown visitors walk in, and lost keys leave doors uncontrolled.",
          solution: "ID card and biometric access for staff and students, visitor registration, and gates that lock on schedule.",
        },
        {
          icon: "siren",
          title: "Emergency Response",
          description: "In a fire, a medical emergency or an intruder incident, every minute spent finding out what is happening matters.",
          solution:
            "Public address, panic buttons and mass notification that reach every classroom at once, with live video shared with responders.",
        },
        {
          icon: "package",
          title: "Asset & Equipment Protection",
          description: "Laboratories, computer rooms and sports facilities hold costly equipment that is easy to damage or take.",
          solution: "Access-controlled equipment rooms, after-hours intruder alarms and cameras on storage areas.",
        },
      ],
    },
    solutions: {
      heading: "Campus Security Solutions",
      intro: "Four layers that work together, from the gate to the classroom.",
      items: [
        {
          icon: "cctv",
          title: "Campus-Wide Surveillance",
          description: "See entrances, grounds and shared spaces from one place.",
          features: [
            "Cameras at entrances, corridors and grounds",
            "AI alerts for unauthorised entry",
            "Central monitoring room",
            "Searchable recordings",
          ],
        },
        {
          icon: "id-card",
          title: "Access Control & ID Systems",
          description: "Know who is on campus at all times.",
          features: [
            "Staff and student ID cards",
            "Biometric readers for restricted areas",
            "Visitor registration and badges",
            "Scheduled gate and door locking",
          ],
        },
        {
          icon: "megaphone",
          title: "Emergency Communication",
          description: "Reach everyone on campus in seconds.",
          features: ["Campus-wide public address", "Mass notification to staff phones", "Emergency call points", "Fire alarm integration"],
        },
        {
          icon: "graduation-cap",
          title: "Classroom Security",
          description: "Protection where teaching happens, with privacy respected.",
          features: ["Teacher panic buttons", "Automated lockdown", "Privacy-compliant monitoring", "Door status monitoring"],
        },
      ],
    },
    technology: {
      heading: "Technology Built for Education",
      intro: "Systems that respect students' privacy and fit the way schools already work.",
      points: [
        {
          icon: "shield-check",
          title: "Privacy-Compliant Monitoring",
          description:
            "Cameras cover shared spaces only, access to footage is limited to authorised staff and logged, and retention follows your policy.",
        },
        {
          icon: "database",
          title: "Student Information System Integration",
          description:
            "Access cards and attendance records stay in step with your student information system, so a card stops working the day a student leaves.",
        },
        {
          icon: "siren",
          title: "Emergency Response Protocols",
          description:
            "Lockdown and evacuation plans built into the system, with direct links to local law enforcement and emergency services.",
        },
      ],
      image: {
        topic: "school security control room with camera monitors",
        alt: "A school security office with camera monitors and an emergency console",
      },
      imageSide: "end",
    },
  },
  {
    ...industryIndexEntry("warehouse"),
    hero: {
      badge: "Logistics Security Specialists",
      headline: "Protect Inventory from Dock to Dispatch",
      intro:
        "Warehouses run around the clock, with trucks, forklifts and people moving through wide, open spaces. We secure the perimeter, the docks and the racks, and connect security to the systems that run your logistics.",
      highlights: ["24/7 Protection", "Real-Time Monitoring", "Asset Security", "Inventory Protection"],
      primaryCta: "Get Warehouse Security Assessment",
      secondaryCta: "Schedule Site Survey",
      image: { topic: "warehouse loading dock security camera", alt: "Security cameras above the loading docks of a logistics warehouse" },
    },
    challenges: {
      heading: "Warehouse Security Challenges",
      intro: "Large spaces, constant movement and high-value stock make warehouses a target.",
      items: [
        {
          icon: "package",
          title: "Inventory & Asset Protection",
          description: "High-value stock spread across large floor areas is exposed to theft from outside and from within.",
          solution: "High-resolution cameras over aisles and racks, with AI alerts on unusual movement and recordings tied to each shift.",
        },
        {
          icon: "truck",
          title: "Loading Dock Security",
          description: "Docks are where goods leave the building, and where mistakes, mis-shipments and theft happen fastest.",
          solution: "Dock cameras with number plate recognition and time-stamped footage of every loading, linked to dispatch records.",
        },
        {
          icon: "fence",
          title: "Perimeter & Access Control",
          description: "Long fences, yards and several gates are hard to watch, especially at night.",
          solution: "Perimeter detection with thermal cameras, controlled vehicle gates and biometric entry for staff.",
        },
        {
          icon: "clock",
          title: "24/7 Operations",
          description: "Shift changes, night work and contractors mean the site is never empty and never quiet.",
          solution: "Round-the-clock monitoring, alerts to supervisors' phones, and access rights that follow each shift.",
        },
      ],
    },
    solutions: {
      heading: "Warehouse Security Solutions",
      intro: "Protection for stock, people and vehicles across the whole site.",
      items: [
        {
          icon: "cctv",
          title: "Warehouse Surveillance",
          description: "Clear coverage of every aisle, dock and yard.",
          features: [
            "Coverage of aisles, racks and yards",
            "Low-light and thermal cameras",
            "AI motion and intrusion alerts",
            "Recordings searchable by shift",
          ],
        },
        {
          icon: "fingerprint",
          title: "Access Control",
          description: "People and vehicles only where they belong.",
          features: ["Biometric entry for staff", "Card access by zone", "Vehicle gate control", "Driver and visitor registration"],
        },
        {
          icon: "fence",
          title: "Perimeter Protection",
          description: "Stop intruders at the fence, not at the racks.",
          features: [
            "Perimeter intrusion detection",
            "Thermal cameras for night",
            "Automatic floodlight and siren",
            "Alerts to the control room",
          ],
        },
        {
          icon: "route",
          title: "Logistics Integration",
          description: "Security data that speaks the language of logistics.",
          features: [
            "Link to warehouse management systems",
            "Footage matched to shipments",
            "Dock activity reports",
            "Multi-site remote view",
          ],
        },
      ],
    },
    technology: {
      heading: "Smart Technology for Logistics",
      intro: "Security that knows your stock, your docks and your shipments.",
      points: [
        {
          icon: "brain",
          title: "AI Inventory Monitoring",
          description: "Analytics watch high-value zones and flag unusual movement of goods after hours or outside planned picks.",
        },
        {
          icon: "route",
          title: "Logistics Integration",
          description:
            "Video and access events linked to your warehouse management system, so a shipment number leads straight to its footage.",
        },
        {
          icon: "shield-check",
          title: "Comprehensive Protection",
          description: "Cameras, alarms, access control and perimeter detection on one platform, monitored from one screen.",
        },
      ],
      image: {
        topic: "logistics warehouse aisles with surveillance cameras",
        alt: "High-bay warehouse aisles watched by surveillance cameras",
      },
      imageSide: "end",
    },
  },
  {
    ...industryIndexEntry("manufacturing"),
    hero: {
      badge: "Industrial Security Experts",
      headline: "Keep People, Plant and Production Safe",
      intro:
        "Factories combine valuable equipment, hazardous processes and large workforces. Our industrial systems protect the site and help keep workers safe, and the same cameras help supervisors see how production runs.",
      highlights: ["24/7 Industrial Monitoring", "Rapid Incident Response", "Enhanced Worker Safety", "Production Optimization"],
      primaryCta: "Get Industrial Security Assessment",
      secondaryCta: "Schedule Site Visit",
      image: {
        topic: "factory production line with industrial security cameras",
        alt: "Industrial cameras above a factory production line",
      },
    },
    challenges: {
      heading: "Industrial Security Challenges",
      intro: "In manufacturing, security, safety and production are closely linked.",
      items: [
        {
          icon: "cog",
          title: "Equipment Protection",
          description: "Machinery, tools and raw materials are costly to replace, and a single incident can stop a production line.",
          solution: "Cameras and alarms around equipment and stores, with access limited to authorised staff.",
        },
        {
          icon: "hard-hat",
          title: "Worker Safety",
          description: "Missing helmets, vests and goggles, and people entering hazardous zones, cause injuries that could be prevented.",
          solution:
            "AI PPE detection that alerts supervisors in real time when protective equipment is missing or a danger zone is entered.",
        },
        {
          icon: "fence",
          title: "Perimeter Security",
          description: "Industrial sites have long boundaries, several gates and a steady flow of trucks and contractors.",
          solution: "Perimeter detection, controlled vehicle gates and contractor registration at every entrance.",
        },
        {
          icon: "activity",
          title: "Production Line Monitoring",
          description: "Stoppages and bottlenecks are hard to understand after the fact without a clear record.",
          solution: "Cameras over each line, with recordings linked to incidents so causes can be found and fixed.",
        },
      ],
    },
    solutions: {
      heading: "Industrial Security Solutions",
      intro: "Industrial-grade systems for the fence line, the factory floor and the stores.",
      items: [
        {
          icon: "fence",
          title: "Perimeter Security",
          description: "Control everything that enters and leaves the site.",
          features: [
            "Intrusion detection along fences",
            "Thermal cameras for night coverage",
            "Vehicle gate control",
            "Contractor and visitor registration",
          ],
        },
        {
          icon: "factory",
          title: "Production Monitoring",
          description: "A clear view of every line, live and recorded.",
          features: [
            "Line-by-line camera coverage",
            "Live view for supervisors",
            "Incident-linked recordings",
            "Remote view for plant managers",
          ],
        },
        {
          icon: "hard-hat",
          title: "Worker Safety Systems",
          description: "Prevent injuries instead of recording them.",
          features: ["AI PPE detection", "Danger-zone alerts", "Emergency call points", "Fire and gas alarm integration"],
        },
        {
          icon: "lock",
          title: "Asset Protection",
          description: "Keep tools, spares and materials where they belong.",
          features: [
            "Access control for stores and tool rooms",
            "After-hours intruder alarms",
            "Cameras on high-value stores",
            "Audit trail of every entry",
          ],
        },
      ],
    },
    technology: {
      heading: "Industrial-Grade Technology",
      intro: "Systems that protect the plant and help it run better.",
      points: [
        {
          icon: "brain",
          title: "AI Safety Detection",
          description:
            "Analytics recognise missing helmets and vests, falls and people in restricted zones, and alert supervisors at once.",
        },
        {
          icon: "wrench",
          title: "Predictive Maintenance",
          description:
            "Thermal cameras and connected sensors help spot equipment that runs hot or behaves unusually, so maintenance can be planned before a breakdown.",
        },
        {
          icon: "layers",
          title: "Integrated Platform",
          description: "Security, safety and production views on one platform, with one set of users and one audit trail.",
        },
      ],
      image: {
        topic: "industrial safety monitoring control room with PPE detection screens",
        alt: "A plant control room showing PPE detection on camera feeds",
      },
      imageSide: "start",
    },
  },
  {
    ...industryIndexEntry("commercial-buildings"),
    hero: {
      badge: "Commercial Security Specialists",
      headline: "Smart Security for Modern Commercial Buildings",
      intro:
        "Office towers and mixed-use buildings serve many tenants, their employees and a steady stream of visitors. We give building managers one system to control who goes where, watch shared spaces and respond to any emergency.",
      highlights: ["24/7 Building Protection", "Automated Access Control", "Multi-Tenant Security", "Visitor Management"],
      primaryCta: "Get Commercial Security Assessment",
      secondaryCta: "Schedule Building Survey",
      image: {
        topic: "commercial office building lobby with security turnstiles",
        alt: "An office tower lobby with security turnstiles and a reception desk",
      },
    },
    challenges: {
      heading: "Commercial Building Challenges",
      intro: "Many tenants, many people and long hours: commercial buildings need security that is firm but invisible.",
      items: [
        {
          icon: "building",
          title: "Multi-Tenant Management",
          description:
            "Each tenant has its own staff, hours and security needs, and the building must serve them all without mixing up access.",
          solution: "Tenant-level access groups, each managed separately on one shared platform.",
        },
        {
          icon: "users",
          title: "Employee & Visitor Access",
          description: "Reception desks struggle to keep track of who is inside, who they are visiting and when they leave.",
          solution: "Visitor pre-registration, QR or card passes, and turnstiles that record every entry and exit.",
        },
        {
          icon: "moon",
          title: "After-Hours Security",
          description: "Evenings and weekends leave floors empty and entrances exposed.",
          solution: "Scheduled locking, intruder alarms and camera alerts that notify the security team outside working hours.",
        },
        {
          icon: "siren",
          title: "Emergency Procedures",
          description: "Evacuating a building with many floors and tenants needs clear information, fast.",
          solution: "Fire, public address and access systems linked, so doors release and announcements reach every floor at once.",
        },
      ],
    },
    solutions: {
      heading: "Commercial Security Solutions",
      intro: "One building, many tenants, one system.",
      items: [
        {
          icon: "key",
          title: "Advanced Access Control",
          description: "Smooth entry for the people who belong.",
          features: [
            "Card, mobile and biometric credentials",
            "Turnstiles and lift access",
            "Time schedules per tenant",
            "Central audit trail",
          ],
        },
        {
          icon: "cctv",
          title: "Video Surveillance Network",
          description: "Lobbies, car parks and perimeters in view.",
          features: [
            "Lobby, car park and perimeter cameras",
            "Central monitoring room",
            "AI alerts for unusual activity",
            "Recorded evidence on demand",
          ],
        },
        {
          icon: "building",
          title: "Tenant Security Management",
          description: "Each tenant in control of its own space.",
          features: [
            "Separate access groups per tenant",
            "Tenant administrator accounts",
            "Visitor passes per tenant",
            "Usage reports per floor",
          ],
        },
        {
          icon: "shield-check",
          title: "Integrated Safety Systems",
          description: "Safety and security working as one.",
          features: ["Fire alarm integration", "Public address and voice evacuation", "Emergency door release", "Intruder alarms"],
        },
      ],
    },
    technology: {
      heading: "Intelligent Building Technology",
      intro: "Security that works with the rest of the building.",
      points: [
        {
          icon: "brain",
          title: "AI Analytics",
          description: "Video analytics spot tailgating, loitering and unattended items in lobbies and car parks.",
        },
        {
          icon: "lightbulb",
          title: "Building Management Integration",
          description: "Security linked with HVAC, lighting and elevators: an authorised card can light a floor and call the lift.",
        },
        {
          icon: "cloud",
          title: "Cloud-Based Management",
          description: "Manage users, doors and cameras across one building or several from a secure web dashboard.",
        },
      ],
      image: { topic: "building management security dashboard", alt: "A building management dashboard with access and camera status" },
      imageSide: "end",
    },
  },
  {
    ...industryIndexEntry("home-surveillance"),
    hero: {
      badge: "Residential Security Experts",
      headline: "Peace of Mind for You and Your Family",
      intro:
        "Your villa or apartment deserves protection that is simple to use. We install indoor and outdoor cameras, smart doorbells and alarms that send alerts to your phone, so you can check on your home from anywhere.",
      highlights: ["24/7 Home Protection", "Real-Time Mobile Alerts", "Family Safety Assurance", "Remote Access Anywhere"],
      primaryCta: "Get Home Security Quote",
      secondaryCta: "Free Home Assessment",
      image: { topic: "modern villa with outdoor security cameras", alt: "A modern villa entrance with outdoor security cameras" },
    },
    challenges: {
      heading: "Home Security Challenges",
      intro: "Every family wants a safe home, and to know it is safe when they are away.",
      items: [
        {
          icon: "house",
          title: "Property Protection",
          description: "Break-ins most often happen when a home is empty, during travel or working hours.",
          solution: "Outdoor cameras, door and window sensors and a loud siren that deter intruders and alert you at once.",
        },
        {
          icon: "smartphone",
          title: "Remote Monitoring",
          description: "At work or abroad, you want to know that everything at home is as it should be.",
          solution: "A mobile app with live view, recordings and alerts, wherever you are.",
        },
        {
          icon: "heart-handshake",
          title: "Family Safety",
          description: "Children, elderly relatives and household staff should all feel safe and looked after at home.",
          solution: "Cameras only in the shared areas you choose, panic buttons, and alerts when family members arrive home.",
        },
        {
          icon: "door-closed",
          title: "Access Control",
          description: "Keys get copied and lost, and you cannot always be home to let someone in.",
          solution: "Smart locks and a video doorbell that let you see visitors and open the door from your phone.",
        },
      ],
    },
    solutions: {
      heading: "Home Security Solutions",
      intro: "Everything a home needs, working together in one app.",
      items: [
        {
          icon: "cctv",
          title: "Indoor Cameras",
          description: "Keep an eye on the rooms you choose.",
          features: ["HD cameras for shared living areas", "Two-way audio", "Scheduled privacy mode", "Night vision"],
        },
        {
          icon: "fence",
          title: "Outdoor Perimeter Security",
          description: "Deter intruders before they reach the door.",
          features: ["Weatherproof outdoor cameras", "Motion-activated lighting", "Wall and gate sensors", "Siren and strobe"],
        },
        {
          icon: "bell-ring",
          title: "Smart Doorbell",
          description: "Answer the door from anywhere.",
          features: ["HD video doorbell", "Speak with visitors remotely", "Visitor history", "Smart lock integration"],
        },
        {
          icon: "smartphone",
          title: "Mobile App Integration",
          description: "Your whole home in your pocket.",
          features: ["Live view from your phone", "Instant push alerts", "Remote arming and disarming", "Shared access for family"],
        },
      ],
    },
    technology: {
      heading: "Smart Home Security Technology",
      intro: "Modern technology, simple to use, private by default.",
      points: [
        {
          icon: "scan-face",
          title: "AI Detection with Facial Recognition",
          description:
            "Cameras tell people from pets, cars and swaying trees, and can recognise the family members you enrol, so alerts mean something.",
        },
        {
          icon: "bell-ring",
          title: "Instant Notifications",
          description: "An alert with a snapshot reaches your phone as soon as something is detected.",
        },
        {
          icon: "lock",
          title: "Cloud Storage & Privacy",
          description: "Recordings kept in encrypted cloud storage with a local backup, visible only to the people you choose.",
        },
      ],
      image: { topic: "smartphone home security app live view", alt: "A smartphone showing live home camera views and alerts" },
      imageSide: "end",
    },
  },
];

/** The industry a page path belongs to; throws for any other path (the route table only sends industry paths here). */
export function industryByPath(path: string): IndustryRecord {
  const industry = industries.find((i) => industryPath(i) === path);
  if (!industry) throw new Error(`No industry at ${path}`);
  return industry;
}
