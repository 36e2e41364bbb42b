// Interface strings of the home page's contact form (Arabic beside it in home.ar.ts), until they move to the
// messages (content/messages). The other widgets' strings are messages; page copy is in content/home/.
export const homeStrings = {
  contactForm: {
    name: "Full Name",
    email: "Email Address",
    company: "Company",
    phone: "Phone Number",
    service: "Service Interested In",
    servicePlaceholder: "Select a service",
    message: "Message",
    messagePlaceholder: "Tell us about your site and what you need to protect",
    consent: "I agree to the privacy policy and terms of service",
    required: "required",
    submit: "Send Message",
    sending: "Sending...",
    errorSummary: "Please correct the highlighted fields.",
    thankYouTitle: "Thank you!",
    thankYou: "Your message is with our team. We reply within 2 hours in business hours.",
    sendAnother: "Send another message",
    errors: {
      nameRequired: "Please enter your full name.",
      nameTooLong: "Please keep your name under 100 characters.",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address, like name@company.com.",
      emailTooLong: "Please use an email address under 254 characters.",
      companyTooLong: "Please keep the company name under 200 characters.",
      phoneInvalid: "Please enter a valid phone number, like +966 50 123 4567 or 050 123 4567.",
      serviceInvalid: "Please choose a service from the list.",
      messageTooLong: "Please keep your message under 5,000 characters.",
      consentRequired: "Please agree to the privacy policy and terms of service.",
    },
  },
} as const;
