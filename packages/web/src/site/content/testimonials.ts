import amit from "../assets/images/avatars/amit.svg";
import arjun from "../assets/images/avatars/arjun.svg";
import fatima from "../assets/images/avatars/fatima.svg";
import karthik from "../assets/images/avatars/karthik.svg";
import neha from "../assets/images/avatars/neha.svg";
import priya from "../assets/images/avatars/priya.svg";
import rajesh from "../assets/images/avatars/rajesh.svg";
import sourav from "../assets/images/avatars/sourav.svg";
import type { ImageAsset, Testimonial } from "./types";

const avatar = (src: string): ImageAsset => ({ src, width: 96, height: 96, alt: "" });

/** Eight customer quotes, four of them in Indian languages (Hindi, Bengali, Tamil). */
export const testimonials: readonly Testimonial[] = [
  {
    name: "Rajesh Sharma",
    role: "Owner, Sharma Sweets, Delhi",
    image: avatar(rajesh),
    quote:
      "Festival orders used to jam our phone lines. With Ai Zapy, customers order on WhatsApp, get an instant confirmation and a reminder when their box is ready.",
  },
  {
    name: "Amit Verma",
    role: "Director, Verma Realty, Lucknow",
    image: avatar(amit),
    lang: "hi",
    quote:
      "Ai Zapy के WhatsApp API से हमारी हर नई लीड को कुछ ही मिनटों में जवाब मिल जाता है। ब्लू टिक मिलने के बाद ग्राहकों का भरोसा भी बढ़ गया है।",
  },
  {
    name: "Priya Nair",
    role: "Founder, Glow Beauty Studio, Kochi",
    image: avatar(priya),
    quote:
      "Appointment reminders on WhatsApp cut our no-shows in half. The setup took less than an hour and the team helped us with every template.",
  },
  {
    name: "Sourav Das",
    role: "Owner, Rannaghar Restaurant, Agartala",
    image: avatar(sourav),
    lang: "bn",
    quote:
      "মাত্র 50 মিনিটে আমাদের WhatsApp API চালু হয়ে গেল। এখন অর্ডার, রিজার্ভেশন আর গ্রাহকদের প্রশ্ন সব এক জায়গা থেকেই সামলাই।",
  },
  {
    name: "Neha Gupta",
    role: "Marketing Head, UrbanNest Home Decor, Jaipur",
    image: avatar(neha),
    quote:
      "Our retargeting campaigns on WhatsApp bring back shoppers who left their carts. The analytics show exactly which message made the sale.",
  },
  {
    name: "Karthik Subramanian",
    role: "Co-founder, Chennai Silks Online, Chennai",
    image: avatar(karthik),
    lang: "ta",
    quote:
      "Ai Zapy சாட்பாட் எங்கள் வாடிக்கையாளர்களின் கேள்விகளுக்கு இரவும் பகலும் பதிலளிக்கிறது. கைவிடப்பட்ட கார்ட் நினைவூட்டல்களால் எங்கள் விற்பனை கணிசமாக உயர்ந்துள்ளது.",
  },
  {
    name: "Arjun Mehta",
    role: "Service Manager, AutoCare Motors, Pune",
    image: avatar(arjun),
    quote:
      "Service reminders, job-card updates and invoices all go out on WhatsApp automatically. Our customers love it and our front desk finally has time to breathe.",
  },
  {
    name: "Fatima Sheikh",
    role: "CEO, BrightReach Digital, Mumbai",
    image: avatar(fatima),
    lang: "hi",
    quote:
      "शेयर्ड टीम इनबॉक्स की मदद से हमारी पूरी टीम एक ही नंबर से सैकड़ों क्लाइंट्स की बातचीत आसानी से संभालती है।",
  },
];

/** How long each testimonial stays highlighted. */
export const testimonialRotationMs = 5000;
