// The demo's businesses, enquiries and providers: fictional, but shaped like the product's real
// customers (Indian small and mid-sized businesses across the industries the site lists).

export interface DemoBusiness {
  name: string;
  industry: string;
  whatsappNumber: string;
  plan: "free" | "basic" | "pro" | "enterprise";
  status: "active" | "inactive" | "suspended";
  /** Typical messages per day at the start of the 90 days (the demo sends a fraction of it). */
  dailyVolume: number;
  webhookUrl?: string;
}

export const demoBusinesses: DemoBusiness[] = [
  {
    name: "Spice Route Kitchen",
    industry: "Restaurants",
    whatsappNumber: "+919876543210",
    plan: "pro",
    status: "active",
    dailyVolume: 4200,
    webhookUrl: "https://hooks.spiceroute.in/whatsapp",
  },
  {
    name: "Chai Point Express",
    industry: "Restaurants",
    whatsappNumber: "+919812345678",
    plan: "basic",
    status: "active",
    dailyVolume: 1300,
  },
  {
    name: "Bazaar Kart",
    industry: "E-commerce",
    whatsappNumber: "+919900112233",
    plan: "enterprise",
    status: "active",
    dailyVolume: 26000,
    webhookUrl: "https://api.bazaarkart.in/webhooks/wa",
  },
  {
    name: "Desi Threads",
    industry: "E-commerce",
    whatsappNumber: "+918800765432",
    plan: "pro",
    status: "active",
    dailyVolume: 6100,
  },
  {
    name: "Glow & Co. Cosmetics",
    industry: "Beauty and cosmetics",
    whatsappNumber: "+917702345678",
    plan: "basic",
    status: "active",
    dailyVolume: 950,
    webhookUrl: "https://glowandco.in/api/wa-events",
  },
  {
    name: "Prestige Homes Realty",
    industry: "Real estate",
    whatsappNumber: "+919833221100",
    plan: "pro",
    status: "active",
    dailyVolume: 2100,
  },
  {
    name: "Sahyadri Wellness Clinic",
    industry: "Health and wellness",
    whatsappNumber: "+919422334455",
    plan: "basic",
    status: "active",
    dailyVolume: 700,
  },
  {
    name: "AyurVeda Life",
    industry: "Health and wellness",
    whatsappNumber: "+918105667788",
    plan: "free",
    status: "inactive",
    dailyVolume: 120,
  },
  {
    name: "Speedway Motors",
    industry: "Automotive",
    whatsappNumber: "+919765432109",
    plan: "pro",
    status: "active",
    dailyVolume: 1800,
    webhookUrl: "https://crm.speedwaymotors.in/hooks/whatsapp",
  },
  {
    name: "Nest & Nook Interiors",
    industry: "Home decor",
    whatsappNumber: "+917338899001",
    plan: "basic",
    status: "active",
    dailyVolume: 600,
  },
  {
    name: "Growth Hackers Digital",
    industry: "Marketing agencies",
    whatsappNumber: "+919090909012",
    plan: "enterprise",
    status: "active",
    dailyVolume: 18000,
    webhookUrl: "https://ghd.agency/wa/webhook",
  },
  {
    name: "Agartala Sweets House",
    industry: "Restaurants",
    whatsappNumber: "+918974123456",
    plan: "free",
    status: "suspended",
    dailyVolume: 90,
  },
];

export interface DemoEnquiry {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  subject: string;
  message: string;
  status: "unread" | "read" | "replied" | "archived";
  /** How long ago it arrived. */
  hoursAgo: number;
}

export const demoEnquiries: DemoEnquiry[] = [
  {
    name: "Rohan Mehta",
    email: "rohan.mehta@freshbasket.in",
    company: "FreshBasket",
    phone: "+91 98200 11223",
    subject: "Pricing for 2 lakh messages a month",
    message:
      "We send order updates to about 2 lakh customers a month. Which plan fits, and how are utility templates charged?",
    status: "unread",
    hoursAgo: 2,
  },
  {
    name: "Ananya Iyer",
    email: "ananya@kalakriti.co.in",
    company: "Kalakriti Handlooms",
    subject: "Blue tick verification",
    message:
      "How long does blue tick verification take once our API is live? We already have a verified Facebook page.",
    status: "unread",
    hoursAgo: 5,
  },
  {
    name: "Imran Qureshi",
    email: "imran.q@gmail.com",
    phone: "+91 99887 66554",
    subject: "Demo request for our clinic chain",
    message:
      "We run six dental clinics in Hyderabad and want appointment reminders on WhatsApp. Can we book a demo this week?",
    status: "unread",
    hoursAgo: 9,
  },
  {
    name: "Sneha Kulkarni",
    email: "sneha.k@urbanroots.in",
    company: "Urban Roots Realty",
    subject: "Integrating with our CRM",
    message:
      "Does the API work with our in-house CRM? We need incoming leads from click-to-WhatsApp ads to land in it.",
    status: "unread",
    hoursAgo: 20,
  },
  {
    name: "Arjun Nair",
    email: "arjun@tripmonk.in",
    company: "TripMonk",
    subject: "Migrating from another provider",
    message:
      "We are on another BSP today. Can we move our number and approved templates without downtime?",
    status: "unread",
    hoursAgo: 27,
  },
  {
    name: "Meera Joshi",
    email: "meera.joshi@outlook.com",
    subject: "Chatbot in Hindi",
    message: "Can the chatbot answer in Hindi and English depending on what the customer writes?",
    status: "unread",
    hoursAgo: 31,
  },
  {
    name: "Vikram Singh",
    email: "vikram@singhautoparts.com",
    company: "Singh Auto Parts",
    phone: "+91 98140 33445",
    subject: "Bulk broadcast limits",
    message:
      "What is the daily limit for broadcast messages on a new number, and how does it increase?",
    status: "unread",
    hoursAgo: 44,
  },
  {
    name: "Fatima Sheikh",
    email: "fatima@zaikaexpress.in",
    company: "Zaika Express",
    subject: "Menu catalogue on WhatsApp",
    message:
      "We want customers to browse our menu and order inside WhatsApp. Is the catalogue feature included in Pro?",
    status: "unread",
    hoursAgo: 52,
  },
  {
    name: "Karthik Raman",
    email: "karthik.raman@finserve.in",
    company: "FinServe Capital",
    subject: "Authentication templates for OTP",
    message:
      "We need OTP delivery over WhatsApp with a fallback to SMS. What is the per-message charge for authentication templates?",
    status: "read",
    hoursAgo: 70,
  },
  {
    name: "Pooja Agarwal",
    email: "pooja@styleloft.in",
    company: "StyleLoft",
    subject: "Abandoned cart reminders",
    message:
      "Can we trigger abandoned cart messages from Shopify, and are they counted as marketing conversations?",
    status: "read",
    hoursAgo: 96,
  },
  {
    name: "Debashish Das",
    email: "debashish.das@tripurateas.com",
    company: "Tripura Tea Estates",
    phone: "+91 94361 22110",
    subject: "Office visit in Agartala",
    message:
      "We are close to your Agartala office. Could our team visit for a walkthrough next Tuesday?",
    status: "read",
    hoursAgo: 120,
  },
  {
    name: "Neha Bansal",
    email: "neha.bansal@learnly.in",
    company: "Learnly",
    subject: "Team inbox seats",
    message:
      "How many agents can use the shared team inbox on the Basic plan? We have 14 counsellors.",
    status: "read",
    hoursAgo: 150,
  },
  {
    name: "Harpreet Kaur",
    email: "harpreet@punjabdhaba.in",
    company: "Punjab Dhaba",
    subject: "Refund for unused credits",
    message:
      "We prepaid conversation credits but are closing one branch. Can unused credits move to our other number?",
    status: "read",
    hoursAgo: 190,
  },
  {
    name: "Siddharth Rao",
    email: "sid.rao@pixelforge.io",
    company: "PixelForge",
    subject: "Webhook retries",
    message: "If our webhook endpoint is down, how long do you retry message status events?",
    status: "read",
    hoursAgo: 230,
  },
  {
    name: "Lakshmi Menon",
    email: "lakshmi@keralaayur.com",
    company: "Kerala Ayur Retreat",
    subject: "Booking confirmations",
    message:
      "Thank you for the call yesterday. Please share the onboarding checklist for booking confirmations.",
    status: "replied",
    hoursAgo: 260,
  },
  {
    name: "Aditya Chauhan",
    email: "aditya.c@motomart.in",
    company: "MotoMart",
    phone: "+91 97111 45678",
    subject: "Service reminders for 40,000 customers",
    message:
      "We want to send service due reminders to 40,000 vehicle owners monthly. Please send a quote.",
    status: "replied",
    hoursAgo: 300,
  },
  {
    name: "Ritika Sharma",
    email: "ritika@glamstudio.in",
    company: "Glam Studio",
    subject: "Instagram DMs in the same inbox",
    message: "Can Instagram messages come into the same team inbox as WhatsApp?",
    status: "replied",
    hoursAgo: 340,
  },
  {
    name: "Manoj Tiwari",
    email: "manoj.tiwari@yahoo.co.in",
    subject: "API documentation access",
    message:
      "I am a developer evaluating your API. Where can I get sandbox credentials to try the send endpoint?",
    status: "replied",
    hoursAgo: 380,
  },
  {
    name: "Priyanka Ghosh",
    email: "priyanka@kolkatakraft.com",
    company: "Kolkata Kraft",
    subject: "Template approval time",
    message:
      "How long does template approval usually take, and can you help us word festival offers?",
    status: "replied",
    hoursAgo: 430,
  },
  {
    name: "Suresh Patel",
    email: "suresh@patelelectricals.in",
    company: "Patel Electricals",
    phone: "+91 98250 99887",
    subject: "GST invoice for annual plan",
    message: "Please share a GST invoice for our annual Pro subscription paid last week.",
    status: "replied",
    hoursAgo: 480,
  },
  {
    name: "Test Enquiry",
    email: "qa@example.com",
    subject: "Testing the form",
    message: "Just checking that the contact form works, please ignore.",
    status: "archived",
    hoursAgo: 520,
  },
  {
    name: "Nikhil Verma",
    email: "nikhil.verma@fastmail.com",
    subject: "Partnership proposal",
    message:
      "We build Shopify apps and would like to discuss a referral partnership for your WhatsApp API.",
    status: "archived",
    hoursAgo: 560,
  },
  {
    name: "Zoya Khan",
    email: "zoya@bloomflorists.in",
    company: "Bloom Florists",
    subject: "Valentine's Day campaign",
    message:
      "Last year's campaign worked well. We will plan this year's in January and get back to you.",
    status: "archived",
    hoursAgo: 610,
  },
  {
    name: "Gaurav Malhotra",
    email: "gaurav@malhotrarealtors.com",
    company: "Malhotra Realtors",
    subject: "Duplicate of earlier request",
    message: "Sorry, I submitted this twice. Please see my earlier message about property alerts.",
    status: "archived",
    hoursAgo: 650,
  },
];
