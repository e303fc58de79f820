/** A hidden passport shows the series' first two characters then `**`, and `******`. */
export const maskPassportSeries = (series: string) => `${series.slice(0, 2)}**`
export const maskedPassportNumber = '******'
