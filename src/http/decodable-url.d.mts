export function decodableUrl(url: string): string;
