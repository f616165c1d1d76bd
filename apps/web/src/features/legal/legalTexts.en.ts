/** Texts of the `legal` namespace: the page chrome. The agreement itself lives in agreementText.ts. */
export const en = {
  title: 'SignalDesk Terms of Service',
  intro: 'Please read these terms before you use SignalDesk. They also contain our privacy policy, in Chapter 5.',
  contents: 'Contents',
  chapter: 'Chapter {{number}}',
  article: 'Article {{number}}',
  backToTop: 'Back to contents',
};
