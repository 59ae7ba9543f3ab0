export function isPortFree(port: number, host: string): Promise<boolean>;
export function choosePort(options: {
  port: number;
  host: string;
  explicit: boolean;
  tries?: number;
}): Promise<{ port?: number; note?: string; error?: string }>;
