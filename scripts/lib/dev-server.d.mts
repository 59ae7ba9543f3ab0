export function startDevServer(
  port: number,
): Promise<{ origin: string; stop: () => void }>;
