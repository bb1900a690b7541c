// The authorization the applicant accepts on step 3 (docs/product.md#the-application-form). The
// same paragraphs are shown in the form and printed into the PDF, so what was signed is what was
// shown.

export function authorizationText(providerName: string): string[] {
  return [
    `By submitting this application, you certify that all information provided, including every ` +
      `document attached, is true, accurate and complete, and that you are authorized to apply on ` +
      `behalf of the business named above and each of its owners.`,
    `You authorize ${providerName} and its affiliates, assigns, agents, funding partners and any other ` +
      `recipient of this application (together, the "Recipients") to obtain business and consumer credit ` +
      `reports, background reports and other information about the business and each of its owners from ` +
      `credit bureaus, banks, creditors and other third parties, now and at any time while a funding ` +
      `request or any resulting agreement is in effect, and to verify the information provided.`,
    `You authorize ${providerName} to share this application, the attached documents and the ` +
      `information obtained about the business and its owners with the Recipients, each of whom may use ` +
      `it to evaluate the business for financing and to make offers of financing.`,
    `You agree that ${providerName} and the Recipients may contact you about this application and ` +
      `related products at the telephone numbers and e-mail addresses you provide, including by text ` +
      `message, by calls made with an automatic telephone dialing system or an artificial or prerecorded ` +
      `voice, and by e-mail. Message and data rates may apply. Your consent is not a condition of ` +
      `obtaining financing, and you may withdraw it at any time by telling us.`,
    `You understand that submitting this application does not guarantee approval or any particular ` +
      `terms, and that a typed signature below has the same effect as a handwritten one.`,
  ];
}

export function acceptTermsLabel(providerName: string): string {
  return `I accept the terms and authorize ${providerName} to process my application`;
}
