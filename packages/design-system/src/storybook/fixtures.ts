import portrait1 from "./assets/portrait-1.svg";
import portrait2 from "./assets/portrait-2.svg";
import portrait3 from "./assets/portrait-3.svg";
import portrait4 from "./assets/portrait-4.svg";
import portrait5 from "./assets/portrait-5.svg";
import portrait6 from "./assets/portrait-6.svg";

/** Story data: eight testimonials, some in Hindi, Bengali and Tamil, with self-hosted images. */
export const testimonials = [
  {
    name: "Priya Sharma",
    role: "Founder, Spice Route Restaurant",
    image: portrait1,
    quote: "Order confirmations cut our no-shows in half within a month.",
  },
  {
    name: "Rahul Verma",
    role: "Director, UrbanNest Realty",
    image: portrait2,
    quote: "हमारी टीम अब एक ही इनबॉक्स से सभी ग्राहकों को तुरंत जवाब देती है।",
    lang: "hi",
  },
  {
    name: "Ananya Das",
    role: "Owner, Kolkata Glow Studio",
    image: portrait3,
    quote: "অ্যাপয়েন্টমেন্ট রিমাইন্ডার পাঠানো এখন সম্পূর্ণ স্বয়ংক্রিয়।",
    lang: "bn",
  },
  {
    name: "Karthik Raman",
    role: "Head of Growth, Chennai Motors",
    image: portrait4,
    quote: "வாடிக்கையாளர்களுக்கு சேவை நினைவூட்டல்களை அனுப்புவது இப்போது மிகவும் எளிது.",
    lang: "ta",
  },
  {
    name: "Meera Iyer",
    role: "CEO, HomeCraft Decor",
    image: portrait5,
    quote: "Retargeting campaigns bring back more carts than email ever did.",
  },
  {
    name: "Arjun Mehta",
    role: "Partner, Pixel & Post Agency",
    image: portrait6,
    quote: "We run campaigns for twelve clients from one dashboard with clear analytics.",
  },
  {
    name: "Sneha Kulkarni",
    role: "Manager, FitLife Wellness",
    quote: "The chatbot answers membership questions around the clock.",
  },
  {
    name: "Vikram Singh",
    role: "Owner, ShopKart Online",
    quote: "Setup really did take under an hour, and support was there 24/7.",
  },
];
