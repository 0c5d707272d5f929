/** Do Not Track or Global Privacy Control: either one means no analytics of any kind. */
export function isTrackingDisabled(): boolean {
  const { doNotTrack, globalPrivacyControl } = navigator as Navigator & { globalPrivacyControl?: boolean };
  return doNotTrack === "1" || globalPrivacyControl === true;
}
