/**
 * The analytics data layer: `window.dataLayer`, an array a tag manager reads (part 2 §7: launchPage,
 * page, click, view_item… events). Pushing never throws and creates the array when missing.
 */
export type DataLayerEntry = Record<string, unknown>;

export interface DataLayerHost {
  dataLayer?: DataLayerEntry[];
}

export function pushToDataLayer(entry: DataLayerEntry, host: DataLayerHost = window as unknown as DataLayerHost): void {
  host.dataLayer ??= [];
  host.dataLayer.push(entry);
}
