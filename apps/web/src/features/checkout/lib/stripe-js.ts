/**
 * Loads Stripe.js from Stripe's servers, as Stripe requires (it may not be bundled). The few
 * parts the Payment screen uses are typed here; nothing else of Stripe's is assumed.
 */
export interface StripeCardElement {
  mount(el: HTMLElement): void;
  destroy(): void;
}

export interface StripeInstance {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details?: { name?: string } } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<StripeFactory> | null = null;

function factory(): StripeFactory | undefined {
  return (window as unknown as { Stripe?: StripeFactory }).Stripe;
}

export function loadStripeJs(): Promise<StripeFactory> {
  const ready = factory();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    const timer = setTimeout(() => fail(new Error('Stripe.js took too long to load')), LOAD_TIMEOUT_MS);
    function fail(err: Error) {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(err);
    }
    script.onload = () => {
      clearTimeout(timer);
      const loaded = factory();
      if (loaded) resolve(loaded);
      else fail(new Error('Stripe.js did not start'));
    };
    script.onerror = () => fail(new Error('Stripe.js could not be loaded'));
    document.head.append(script);
  });
  return loading;
}
